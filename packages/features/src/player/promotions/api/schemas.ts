/**
 * The promotion and credit-code bodies of the player API as yup schemas (docs/player-api.md, 4.14,
 * 4.15, 5.4 and 5.5). `player/api/schemas.ts` adds their responses to `playerResponses`, so the
 * contract test checks them with the rest; money travels as baht, the endpoints turn it into satang.
 */
import * as yup from 'yup';

import { bahtSchema, datetimeSchema, oneOf } from '../../../shared/wire/fields';
import { dataOf, listOf, record } from '../../../shared/wire/read';

/** `active` while its turnover is being played; `completed` once it is met (or there was none). */
export const PROMOTION_CLAIM_STATUSES = ['active', 'completed'] as const;

/** A promotion a player received: what it paid and how far its turnover is played. */
export const promotionClaimSchema = record({
  promotionId: yup.string().required(),
  title: yup.string().required(),
  status: oneOf(PROMOTION_CLAIM_STATUSES),
  /** The approved deposit the promotion was claimed with. */
  deposit: bahtSchema,
  bonus: bahtSchema,
  /** The multiple of deposit plus bonus to play; 0: none. */
  turnover: yup.number().required().min(0),
  turnoverTarget: bahtSchema,
  turnoverDone: bahtSchema,
  turnoverRemaining: bahtSchema,
  claimedAt: datetimeSchema,
});

/** What a redeemed credit code paid, with the Thai line to show. */
export const creditCodeRedemptionSchema = record({
  code: yup.string().required(),
  amount: bahtSchema,
  message: yup.string().required(),
});

/** `POST /usersystem/promotion/{id}`: the promotion to claim. */
export const claimPromotionRequestSchema = record({ promotionId: yup.string().trim().required() });

/** `POST /creditcode/redeem/{id}`: the code as typed (the server upper-cases it). */
export const redeemCreditCodeRequestSchema = record({ code: yup.string().trim().required() });

/** The responses of the promotion and credit-code endpoints, keyed like `playerPaths`. */
export const promotionResponses = {
  promotionStatus: dataOf(promotionClaimSchema.nullable()),
  receivedPromotions: dataOf(listOf(promotionClaimSchema)),
  claimPromotion: dataOf(promotionClaimSchema),
  redeemCreditCode: dataOf(creditCodeRedemptionSchema),
} as const;

export type PromotionClaimStatus = (typeof PROMOTION_CLAIM_STATUSES)[number];
export type PromotionClaimWire = yup.InferType<typeof promotionClaimSchema>;
export type CreditCodeRedemptionWire = yup.InferType<typeof creditCodeRedemptionSchema>;
export type ClaimPromotionRequest = yup.InferType<typeof claimPromotionRequestSchema>;
export type RedeemCreditCodeRequest = yup.InferType<typeof redeemCreditCodeRequestSchema>;
