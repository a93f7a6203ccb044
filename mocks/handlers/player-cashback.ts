/**
 * The claim endpoints of cashback and friend invite (docs/player-api.md, 5.4 and 5.5): no body;
 * 201 `{ data: transaction }` with the approved `cashback` or `commission` row once the money is in
 * the balance, or the refusal's 400/409 `{ message, code }` in Thai. Idempotent like the wallet's
 * writes: a repeated `Idempotency-Key` gets the first answer and pays nothing twice.
 */
import type { HttpHandler } from 'msw';

import { claimCashback, claimCommission, type ClaimRefusal } from '../stores/cashback-invite';
import type { WalletResult } from '../stores/wallet';
import { errorResponse, playerRoute } from './player-http';
import { answer, idempotent } from './player-wallet';

/** 201 with the paid row, or the refusal as it is (its status, code and message; no field). */
async function claimAnswer(result: WalletResult | ClaimRefusal): Promise<Response> {
  if ('status' in result) return errorResponse(result.status, { message: result.message, code: result.code });
  return answer(result);
}

/** POST claim cashback: last week's cashback into the balance, once per week. */
export const claimCashbackHandler: HttpHandler = playerRoute(
  'claimCashback',
  idempotent('claimCashback', async ({ id }) => claimAnswer(claimCashback(id))),
);

/** POST claim commission: the commission waiting, from the minimum claim up, into the balance. */
export const claimCommissionHandler: HttpHandler = playerRoute(
  'claimCommission',
  idempotent('claimCommission', async ({ id }) => claimAnswer(claimCommission(id))),
);

/** The claim handlers. */
export const cashbackInviteHandlers: HttpHandler[] = [claimCashbackHandler, claimCommissionHandler];
