/**
 * Player API bodies read outside the player feature too (docs/player-api.md): the balance
 * (4.12, the body itself; the header and the wallet screens), the website setting (4.9; the
 * logo on every layout), and the transaction and promotion the back office lists too.
 */
import * as yup from 'yup';

import { bahtSchema, datetimeSchema, nullableText, oneOf, optionalText } from './fields';
import { dataOf, listOf, readValid, record } from './read';

/** Spendable baht, the same in integer satang, baht held by pending withdrawals. */
export const balanceSchema = record({
  playerId: optionalText(),
  balance: bahtSchema,
  balanceSatang: yup.number().integer().min(0),
  held: bahtSchema.default(0),
  currency: yup.mixed<'THB'>().oneOf(['THB']).default('THB'),
});

export type BalanceWire = yup.InferType<typeof balanceSchema>;

/** One entry of the website setting list; the app uses the first. */
export const websiteSettingSchema = record({
  id: yup.string().required(),
  siteName: yup.string().required(),
  /** Relative: prefix with the player API host. */
  logoUrl: optionalText(),
  lineId: optionalText(),
  contactPhone: optionalText(),
  announcement: optionalText(),
});

export type WebsiteSettingWire = yup.InferType<typeof websiteSettingSchema>;

/** The website setting answer: `{ data: [entry, ...] }` (malformed entries left out). */
export const websiteSettingResponseSchema = dataOf(listOf(websiteSettingSchema));

/** What the layouts show of the site: its logo and name. */
export interface WebsiteSetting {
  logoUrl: string | null;
  siteName: string | null;
}

/** The first entry's logo and name; nothing (the Logo's text mark) for an empty list or an odd body. */
export function readWebsiteSetting(body: unknown): WebsiteSetting {
  const first = readValid(websiteSettingResponseSchema, body)?.data[0];
  return { logoUrl: first?.logoUrl || null, siteName: first?.siteName || null };
}

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
