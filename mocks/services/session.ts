/**
 * Session checks shared by every mock handler that needs a logged-in user (account `me`, the
 * player API). A request carries `Authorization: Bearer <serviceToken>` (docs/player-api.md,
 * 1.2 Auth).
 */
import { HttpResponse } from 'msw';

import type { AccountUser } from '../data/accounts';
import { ACCOUNT_DISABLED } from '@pp/features/wire';

import { verifyToken } from '../lib/jwt';
import { loginCheck } from './playerService';

/** Error body of the mock backend; `code` names the case for programs (docs/player-api.md, 1.6). */
export interface MessageBody {
  message: string;
  code?: string;
}

/** Either the user behind the request or the response to send back instead. */
export type SessionResult = { user: AccountUser } | HttpResponse<MessageBody>;

const unauthorized = (message: 'Token Missing' | 'Invalid Token') =>
  HttpResponse.json<MessageBody>({ message }, { status: 401 });

/** What a token of a banned or deleted account gets on every call (docs/player-api.md, 1.2). */
export const ACCOUNT_DISABLED_MESSAGE = 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน';

/** The 401 of a valid token whose account is banned or deleted. */
export const accountDisabled = () =>
  HttpResponse.json<MessageBody>(
    { message: ACCOUNT_DISABLED_MESSAGE, code: ACCOUNT_DISABLED },
    { status: 401 },
  );

/** The bearer token of a request: undefined when the header or the token is missing. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization')?.trim() ?? '';
  if (!header) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header);
  if (!match) return header; // Another scheme: present but not a bearer token, so it cannot verify.
  return match[1]?.trim() || undefined;
}

/**
 * The active user behind the request's bearer token, looked up on every call (a ban takes effect at
 * the player's next call). Otherwise a 401 response: `Token Missing` when there is no token,
 * `Invalid Token` when it is malformed, forged or expired, and the account-disabled message with
 * code `account.disabled` when its account is banned or no longer exists. Exceptions of the player
 * service propagate to the handler.
 *
 * @example
 * const session = await requireUser(request);
 * if (session instanceof Response) return session;
 * const { user } = session;
 */
export async function requireUser(request: Request): Promise<SessionResult> {
  const token = bearerToken(request);
  if (token === undefined) return unauthorized('Token Missing');
  const payload = await verifyToken(token);
  if (!payload) return unauthorized('Invalid Token');
  const user = await loginCheck(payload.sub);
  return user ? { user } : accountDisabled();
}

/** Like `requireUser`, and a 403 `{ message: 'Forbidden' }` when the user is not an admin. */
export async function requireAdmin(request: Request): Promise<SessionResult> {
  const session = await requireUser(request);
  if (session instanceof Response) return session;
  return session.user.role === 'admin'
    ? session
    : HttpResponse.json<MessageBody>({ message: 'Forbidden' }, { status: 403 });
}
