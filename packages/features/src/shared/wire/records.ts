/**
 * The transaction and the promotion of the player API (docs/player-api.md, 3 Types): read by the
 * player screens and by the back office. Apart from `player.ts`, which every first load carries.
 */
import * as yup from 'yup';

import { bahtSchema, datetimeSchema, nullableText, oneOf, optionalText } from './fields';
import { record } from './read';

/**
 * Credits besides deposits: `bonus` (a promotion's), `credit` (a credit code), `cashback`,
 * `commission` (friends' deposits), `prize` (a lucky-wheel credit). Only `withdraw` takes money out.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'bonus',
  'credit',
  'cashback',
  'commission',
  'prize',
] as const;
export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A wallet movement: `amount` positive, `type` gives the direction. */
export const transactionSchema = record({
  id: yup.string().required(),
  type: oneOf(TRANSACTION_TYPES),
  amount: bahtSchema,
  status: oneOf(TRANSACTION_STATUSES),
  /** Thai. */
  description: optionalText(),
  /** Deposits: the company bank paid into; otherwise null. */
  bankCode: nullableText(),
  createdAt: datetimeSchema,
  /**
   * Why the back office rejected it (Thai, shown to the player in the history); absent or null
   * when it was not rejected with a reason.
   */
  reason: nullableText().optional().default(undefined),
});

/** A promotion: bonus percent, cap and minimum deposit in baht, turnover multiple. */
export const promotionSchema = record({
  id: yup.string().required(),
  title: yup.string().required(),
  detail: optionalText(),
  bonusPercent: yup.number().default(0),
  maxBonus: bahtSchema,
  minDeposit: bahtSchema,
  turnover: yup.number().default(0),
  /**
   * The card's picture: an https address, or a path on this site (the mock's demo art); null when
   * absent. Drawn only when `safeLink` lets it through, like a game's art.
   */
  imageUrl: nullableText(),
});
