/**
 * The write endpoints of the mock player API (docs/player-api.md, 5 Writes): deposit and withdraw
 * requests. They validate like a real server (5.1 to 5.3) and answer 400 `{ message, code, field }`
 * with a Thai message; on success 201 `{ data: transaction }` with a pending transaction. A request
 * repeating an `Idempotency-Key` gets the first answer again and changes nothing (5 Writes).
 */
import { playerWire, readValid, slipRules } from '@pp/features/wire';
import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

import { parseBahtToSatang, satangToBaht } from '../lib/money';
import { updateUser } from '../services/playerService';
import { promotionMessages, turnoverToPlay } from '../stores/promotions';
import { idempotencyScope, rememberAnswer, rememberedAnswer } from '../stores/idempotency';
import { putSlip } from '../stores/slips';
import {
  depositSlip,
  requestDeposit,
  requestWithdraw,
  withWalletLock,
  type SlipUpload,
  type WalletResult,
} from '../stores/wallet';
import { StorageFailure } from '../lib/persist';
import { errorResponse, playerRoute, toApiTransaction, type RouteContext } from './player-http';

/** Thai message of a body that is not a JSON object. */
export const INVALID_BODY_MESSAGE = 'ข้อมูลไม่ถูกต้อง';

export async function jsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const invalidBody = (): Response =>
  errorResponse(400, { message: INVALID_BODY_MESSAGE, code: 'body.invalid' });

function fieldOf(code: string): string {
  return code.split('.')[0] ?? code;
}

/**
 * 201 with the new transaction, after copying the balance to the account's `credit` (so that
 * `GET /api/account/me` agrees within the session); or the refusal's 400. The transaction is
 * already stored: a copy that cannot be written is only logged (the wallet stays the truth), so the
 * answer always says what happened to the money.
 */
export async function answer(result: WalletResult): Promise<Response> {
  if (!result.ok) {
    const { message, refusal } = result;
    return errorResponse(400, { message, code: refusal, field: fieldOf(refusal) });
  }
  await copyBalanceToAccount(result.state);
  return HttpResponse.json({ data: toApiTransaction(result.transaction) }, { status: 201 });
}

/**
 * Copies a wallet's balance to the account's `credit` (so that `GET /api/account/me` agrees within
 * the session). The wallet is the truth: a copy that cannot be written is only logged.
 */
export async function copyBalanceToAccount(state: {
  playerId: string;
  balanceSatang: number;
}): Promise<void> {
  try {
    await updateUser(state.playerId, { credit: satangToBaht(state.balanceSatang) });
  } catch (error) {
    if (!(error instanceof StorageFailure)) throw error;
    console.warn('Mock backend: the account credit could not be updated; the wallet has the balance.', error);
  }
}

/** Reads `amount` or answers its 400. */
function amountOf(body: Record<string, unknown>): number | Response {
  const parsed = parseBahtToSatang(body.amount);
  if (parsed.ok) return parsed.satang;
  return errorResponse(400, { message: parsed.message, code: `amount.${parsed.error}`, field: 'amount' });
}

/** The bank code of a deposit request (trimmed), or null when it has none. */
const bankCodeOf = (body: Record<string, unknown>): string | null =>
  readValid(playerWire.depositRequestSchema.pick(['bankCode']), body)?.bankCode ?? null;

/**
 * A write that runs once per `Idempotency-Key`: the first answer is kept (status and body) and
 * given again to a request repeating the key, which does nothing. Without the header every
 * request is a new write. The whole write holds the player's wallet lock (`withWalletLock`), so
 * writes from two tabs, or a retry racing its original, run one after the other. `target` names
 * the wallet to lock and the item the key belongs to (both the player `{id}` by default; the back
 * office's writes on a transaction lock its player's wallet and key on the transaction).
 */
export function idempotent(
  endpoint: string,
  write: (context: RouteContext) => Promise<Response>,
  target: (context: RouteContext) => { wallet: string; item: string } = (context) => ({
    wallet: context.id,
    item: context.id,
  }),
): (context: RouteContext) => Promise<Response> {
  return (context) =>
    withWalletLock(target(context).wallet, async () => {
      const key = context.request.headers.get('Idempotency-Key');
      if (!key) return write(context);
      const scope = idempotencyScope(endpoint, target(context).item, key);
      const first = rememberedAnswer(scope);
      if (first) return HttpResponse.json(first.body, { status: first.status });
      const response = await write(context);
      const body: JsonBodyType = await response.clone().json();
      rememberAnswer(scope, { status: response.status, body });
      return response;
    });
}

/** A deposit's fields: from a JSON object, or from a multipart form with the optional `slip` file. */
interface DepositBody {
  fields: Record<string, unknown>;
  slip: File | null;
}

/** The deposit body (docs/player-api.md, 5.1): JSON, or multipart/form-data; null when unreadable. */
async function depositBody(request: Request): Promise<DepositBody | null> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
    const fields = await jsonObject(request);
    return fields ? { fields, slip: null } : null;
  }
  try {
    const form = await request.formData();
    const slip = form.get('slip');
    const file =
      slip !== null && typeof slip !== 'string' && (slip.size > 0 || slip.name !== '') ? slip : null;
    if (typeof slip === 'string' && slip !== '') return null;
    return { fields: { amount: form.get('amount'), bankCode: form.get('bankCode') }, slip: file };
  } catch {
    return null;
  }
}

/**
 * Checks a slip like a server that does not trust the file's name or declared type: its first bytes
 * must be a JPEG, PNG or WebP (415 `slip.type`), and it at most 5 MB (413 `slip.tooLarge`).
 */
async function slipOf(file: File): Promise<SlipUpload | Response> {
  const type = slipRules.sniffSlipType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  const refusal = type ? slipRules.slipRefusal({ type, size: file.size }) : 'slip.type';
  if (refusal) {
    const status = slipRules.slipRefusalStatus[refusal];
    return errorResponse(status, { message: slipRules.slipMessage(refusal), code: refusal, field: 'slip' });
  }
  return { name: file.name, type: type ?? '', size: file.size };
}

/**
 * POST deposit `{ amount, bankCode }` (JSON), or the same fields and an optional `slip` image as
 * multipart/form-data: a pending deposit into the company account of `bankCode`, keeping the slip's
 * metadata on the deposit (`SlipRecord`) and its bytes in the slip store.
 */
export const depositHandler: HttpHandler = playerRoute(
  'deposit',
  idempotent('deposit', async ({ request, id }) => {
    const body = await depositBody(request);
    if (!body) return invalidBody();
    const amount = amountOf(body.fields);
    if (amount instanceof Response) return amount;
    const slip = body.slip ? await slipOf(body.slip) : null;
    if (slip instanceof Response) return slip;
    const result = requestDeposit(id, amount, bankCodeOf(body.fields), slip);
    const kept = result.ok ? depositSlip(result.transaction) : null;
    if (kept && body.slip) {
      // The image itself, for the back office (GET /transaction/{txId}/slip).
      await putSlip(kept.key, { type: kept.type, bytes: new Uint8Array(await body.slip.arrayBuffer()) });
    }
    return answer(result);
  }),
);

/** POST withdraw `{ amount }`: a pending withdrawal whose amount is held from the balance at once. */
export const withdrawHandler: HttpHandler = playerRoute(
  'withdraw',
  idempotent('withdraw', async ({ request, id }) => {
    const body = await jsonObject(request);
    if (!body) return invalidBody();
    const amount = amountOf(body);
    if (amount instanceof Response) return amount;
    // A promotion whose turnover is not met holds every withdrawal (docs/player-api.md, 5.2).
    const toPlay = turnoverToPlay(id);
    if (toPlay > 0) {
      const message = promotionMessages.turnover(toPlay);
      return errorResponse(400, { message, code: 'amount.turnover', field: 'amount' });
    }
    return answer(requestWithdraw(id, amount));
  }),
);

/** The write handlers. */
export const walletHandlers: HttpHandler[] = [depositHandler, withdrawHandler];
