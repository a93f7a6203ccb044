/**
 * Player API bodies read outside the player feature too (docs/player-api.md): the balance
 * (4.12, the body itself; the header and the wallet screens) and the website setting (4.9; the
 * logo on every layout). Both are on every first load: keep this file to them.
 */
import * as yup from 'yup';

import { bahtSchema, optionalText } from './fields';
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

/** What the layouts show of the site: its logo and name (and the public pages its contacts). */
export interface WebsiteSetting {
  logoUrl: string | null;
  siteName: string | null;
  lineId: string | null;
  contactPhone: string | null;
}

/** The first entry's logo, name and contacts; nothing (the Logo's text mark) for an empty list or an odd body. */
export function readWebsiteSetting(body: unknown): WebsiteSetting {
  const first = readValid(websiteSettingResponseSchema, body)?.data[0];
  return {
    logoUrl: first?.logoUrl || null,
    siteName: first?.siteName || null,
    lineId: first?.lineId || null,
    contactPhone: first?.contactPhone || null,
  };
}
