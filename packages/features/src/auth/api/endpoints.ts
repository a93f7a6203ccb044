/**
 * The account API (docs/player-api.md) on the `demo` client of `clientsAtom`: typed calls that
 * take an AbortSignal and read answers through their schemas (schemas.ts). Failures reject with
 * the shared ApiError (status and message from the body; 500 'Unexpected response' for a body of
 * the wrong shape).
 */
import { accountPaths } from '../../shared/api/endpoints';
import type { ApiClient } from '../../shared/api/http';
import { readBody, readValid } from '../../shared/wire/read';
import type { LoginResponse, RegisteredUser, RegisterInput, User } from '../types';
import {
  loginResponseSchema,
  meResponseSchema,
  registeredUserSchema,
  registerResponseSchema,
  type LoginRequest,
  type RegisterRequest,
  type UserWire,
} from './schemas';

/** The session user of a wire user: the name falls back to the book name, then the username. */
function toUser(wire: UserWire, bookName = ''): User {
  return {
    id: wire.id,
    username: wire.username,
    name: wire.name || bookName || wire.username,
    status: wire.status,
    credit: wire.credit,
    book_number: wire.book_number,
    bank_name: wire.bank_name,
    PromotionID: wire.PromotionID,
    PromotionDetail: wire.PromotionDetail,
    PromotionStatus: wire.PromotionStatus,
    role: wire.role,
  };
}

/** A user object of the account API; throws an ApiError when it has no id or username. */
export function readUser(value: unknown): User {
  const wire = readBody(registeredUserSchema, value);
  return toUser(wire, wire.book_name);
}

/** A random numeric pin for a new account's `id`. */
export function generatePin(digits = 6): string {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  const min = 10 ** (digits - 1);
  return String(min + ((values[0] ?? 0) % (9 * min)));
}

/** `POST /api/account/login`: the token and the user. 400 carries the Thai reason (notfound, wrongpass, banned). */
export async function login(
  client: ApiClient,
  body: LoginRequest,
  signal?: AbortSignal,
): Promise<LoginResponse> {
  const { data } = await client.post<unknown>(accountPaths.login, body, { signal });
  const { serviceToken, user } = readBody(loginResponseSchema, data);
  return { serviceToken, user: toUser(user) };
}

/** `GET /api/account/me`: the user behind the bearer token (401 without a valid one). */
export async function fetchMe(client: ApiClient, signal?: AbortSignal): Promise<User> {
  const { data } = await client.get<unknown>(accountPaths.me, { signal });
  const me = readValid(meResponseSchema, data);
  return me ? toUser(me.user) : readUser(data);
}

/**
 * `POST /api/account/register` with a fresh random `id`: the stored account (read from `data`).
 * It does not log in. 400 carries the Thai reason (duplicates, missing fields).
 */
export async function register(
  client: ApiClient,
  input: RegisterInput,
  signal?: AbortSignal,
  id: string = generatePin(),
): Promise<RegisteredUser> {
  const body: RegisterRequest = { ...input, id };
  const { data } = await client.post<unknown>(accountPaths.register, body, { signal });
  const stored = readValid(registerResponseSchema, data)?.data ?? readBody(registeredUserSchema, data);
  const user = toUser(stored, stored.book_name);
  return { ...user, book_name: stored.book_name || user.name, inviterID: stored.inviterID };
}
