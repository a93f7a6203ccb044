/**
 * State of the promotions screen, on the one server-state layer (DESIGN.md "Data flow"): the
 * current promotion and the received ones are reads; a claim and a redeem are writes that load the
 * balance and the history again (the header balance follows), and a claim the promotion lists too.
 */
import type { Getter } from 'jotai';

import { ApiError } from '../../shared/api/errors';
import { clientsAtom } from '../../shared/api/http';
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { sessionUserAtom } from '../../shared/session/user';
import type { CreditCodeRedemption, PromotionClaim } from './types';

/** The calls with their yup response schemas load apart from the screen (see player/atoms.ts). */
const calls = () => import('./api/endpoints');

function playerId(get: Getter): string {
  const user = get(sessionUserAtom);
  if (!user) throw new ApiError(401, 'No player session');
  return user.id;
}

const player = (get: Getter) => get(clientsAtom).player;
const sessionId = (get: Getter) => get(sessionUserAtom)?.id ?? '';

/** The current promotion and its turnover (null: none). The withdraw screen reads it too. */
export const promotionStatusAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.promotionStatus(sessionId(get)),
  queryFn: async ({ signal }) => (await calls()).fetchPromotionStatus(player(get), playerId(get), signal),
}));

export const receivedPromotionsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.receivedPromotions(sessionId(get)),
  queryFn: async ({ signal }) => (await calls()).fetchReceivedPromotions(player(get), playerId(get), signal),
}));

/** Claims a promotion by id; the balance, history and every promotion read load again. */
export const claimPromotionAtom = atomWithApiWrite<string, PromotionClaim>((get) => ({
  write: async (promotionId, { idempotencyKey }) =>
    (await calls()).postClaimPromotion(player(get), playerId(get), promotionId, { idempotencyKey }),
  invalidates: () => {
    const id = sessionId(get);
    return [
      queryKeys.balance(id),
      queryKeys.history(id),
      queryKeys.availablePromotions(id),
      queryKeys.promotionStatus(id),
      queryKeys.receivedPromotions(id),
    ];
  },
}));

/** Redeems a credit code; the balance and the history load again. */
export const redeemCreditCodeAtom = atomWithApiWrite<string, CreditCodeRedemption>((get) => ({
  write: async (code, { idempotencyKey }) =>
    (await calls()).postRedeemCreditCode(player(get), playerId(get), code, { idempotencyKey }),
  invalidates: () => [queryKeys.balance(sessionId(get)), queryKeys.history(sessionId(get))],
}));
