/**
 * The promotion and credit-code calls of the player API (docs/player-api.md, 4.14, 4.15, 5.4, 5.5),
 * read through their schemas like the wallet's (player/api/endpoints.ts); baht become satang.
 */
import { playerPaths } from '../../../shared/api/endpoints';
import type { ApiClient } from '../../../shared/api/http';
import { bahtToSatang } from '../../../shared/money/money';
import { readBody } from '../../../shared/wire/read';
import { headersOf, type WriteOptions } from '../../api/endpoints';
import type { CreditCodeRedemption, PromotionClaim } from '../types';
import {
  promotionResponses,
  type ClaimPromotionRequest,
  type PromotionClaimWire,
  type RedeemCreditCodeRequest,
} from './schemas';

function toClaim(wire: PromotionClaimWire): PromotionClaim {
  const { deposit, bonus, turnoverTarget, turnoverDone, turnoverRemaining, ...rest } = wire;
  return {
    ...rest,
    depositSatang: bahtToSatang(deposit),
    bonusSatang: bahtToSatang(bonus),
    targetSatang: bahtToSatang(turnoverTarget),
    doneSatang: bahtToSatang(turnoverDone),
    remainingSatang: bahtToSatang(turnoverRemaining),
  };
}

/** The current promotion with its turnover, or null when the player has none. */
export async function fetchPromotionStatus(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<PromotionClaim | null> {
  const { data } = await client.get<unknown>(playerPaths.promotionStatus(playerId), { signal });
  const current = readBody(promotionResponses.promotionStatus, data).data;
  return current ? toClaim(current) : null;
}

/** Every promotion received, newest first. */
export async function fetchReceivedPromotions(
  client: ApiClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<PromotionClaim[]> {
  const { data } = await client.get<unknown>(playerPaths.receivedPromotions(playerId), { signal });
  return readBody(promotionResponses.receivedPromotions, data).data.map(toClaim);
}

/** POST /usersystem/promotion/{id} `{ promotionId }` -> the promotion received (its bonus paid). */
export async function postClaimPromotion(
  client: ApiClient,
  playerId: string,
  promotionId: string,
  options: WriteOptions = {},
): Promise<PromotionClaim> {
  const body: ClaimPromotionRequest = { promotionId };
  const { data } = await client.post<unknown>(playerPaths.claimPromotion(playerId), body, {
    signal: options.signal,
    headers: headersOf(options),
  });
  return toClaim(readBody(promotionResponses.claimPromotion, data).data);
}

/** POST /creditcode/redeem/{id} `{ code }` -> what the code paid and the Thai line to show. */
export async function postRedeemCreditCode(
  client: ApiClient,
  playerId: string,
  code: string,
  options: WriteOptions = {},
): Promise<CreditCodeRedemption> {
  const body: RedeemCreditCodeRequest = { code };
  const { data } = await client.post<unknown>(playerPaths.redeemCreditCode(playerId), body, {
    signal: options.signal,
    headers: headersOf(options),
  });
  const { amount, ...rest } = readBody(promotionResponses.redeemCreditCode, data).data;
  return { ...rest, amountSatang: bahtToSatang(amount) };
}
