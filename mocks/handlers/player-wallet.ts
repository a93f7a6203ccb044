/**
 * The write endpoints of the mock player API (decisions section 3): deposit and withdraw requests.
 * They validate like a real server (decisions section 4) and answer 400 `{ message, code, field }`
 * with a Thai message; on success 201 `{ data: transaction }` with a pending transaction.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { parseBahtToSatang, satangToBaht } from '../lib/money';
import { updateUser } from '../services/playerService';
import { requestDeposit, requestWithdraw, type WalletResult } from '../stores/wallet';
import { errorResponse, playerRoute, toApiTransaction } from './player-http';

/** Thai message of a body that is not a JSON object. */
export const INVALID_BODY_MESSAGE = 'ข้อมูลไม่ถูกต้อง';

async function jsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const invalidBody = () => errorResponse(400, { message: INVALID_BODY_MESSAGE, code: 'body.invalid' });

function fieldOf(code: string): string {
  return code.split('.')[0] ?? code;
}

/**
 * 201 with the new transaction, after copying the balance to the account's `credit` (so that
 * `GET /api/account/me` agrees within the session); or the refusal's 400.
 */
async function answer(result: WalletResult): Promise<Response> {
  if (!result.ok) {
    const { message, refusal } = result;
    return errorResponse(400, { message, code: refusal, field: fieldOf(refusal) });
  }
  await updateUser(result.state.playerId, { credit: satangToBaht(result.state.balanceSatang) });
  return HttpResponse.json({ data: toApiTransaction(result.transaction) }, { status: 201 });
}

/** Reads `amount` or answers its 400. */
function amountOf(body: Record<string, unknown>): number | Response {
  const parsed = parseBahtToSatang(body.amount);
  if (parsed.ok) return parsed.satang;
  return errorResponse(400, { message: parsed.message, code: `amount.${parsed.error}`, field: 'amount' });
}

/** POST deposit `{ amount, bankCode }`: a pending deposit into the company account of `bankCode`. */
export const depositHandler: HttpHandler = playerRoute('deposit', async ({ request, id }) => {
  const body = await jsonObject(request);
  if (!body) return invalidBody();
  const amount = amountOf(body);
  if (amount instanceof Response) return amount;
  const bankCode =
    typeof body.bankCode === 'string' && body.bankCode.trim() !== '' ? body.bankCode.trim() : null;
  return answer(requestDeposit(id, amount, bankCode));
});

/** POST withdraw `{ amount }`: a pending withdrawal whose amount is held from the balance at once. */
export const withdrawHandler: HttpHandler = playerRoute('withdraw', async ({ request, id }) => {
  const body = await jsonObject(request);
  if (!body) return invalidBody();
  const amount = amountOf(body);
  if (amount instanceof Response) return amount;
  return answer(requestWithdraw(id, amount));
});

/** The write handlers. */
export const walletHandlers: HttpHandler[] = [depositHandler, withdrawHandler];
