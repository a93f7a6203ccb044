/**
 * Cashback and friend-invite fixtures of the mock player API (docs/player-api.md, 4.14 to 4.16):
 * the two settings, the weekly net results that cashback pays back a part of, and the fixed
 * "now" of the engagement rules. Game play happens outside this app, so the weeks' net results are
 * fixtures, not sums of the wallet history.
 */
import { DEMO_PLAYER_ID } from './accounts';
import type { CashbackSettingWire, InviteSettingWire } from '@pp/features/wire';

/** 5% of last week's net loss, paid from ฿10 up to ฿5,000 (decisions: engagement rules). */
export const cashbackSetting: CashbackSettingWire = { percent: 5, minPayout: 10, maxPayout: 5000 };

/** 1% of invited friends' approved deposits; a claim pays at least ฿100. */
export const inviteSetting: InviteSettingWire = { commissionPercent: 1, minClaim: 100 };

/**
 * The moment the mock's cashback rules take as "now" unless a test sets another clock: Monday
 * 23 November 2026, 12:00 in Bangkok, the first Monday after the demo history (which ends on
 * Friday 20 November). Its last completed week is 16 to 22 November, not yet paid (the history's
 * weekly cashback rows are for the weeks before).
 */
export const CASHBACK_DEMO_NOW = '2026-11-23T05:00:00.000Z';

/**
 * Net results of the weeks a player played, keyed by the week's Monday (Bangkok), in satang:
 * positive is a loss, negative a win. A week not listed was not played (net 0).
 */
const weeklyNetLossSatang: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [DEMO_PLAYER_ID]: {
    '2026-11-02': 310_000,
    '2026-11-09': -125_000,
    '2026-11-16': 240_000,
  },
};

/** A player's net loss (satang, negative for a win) in the week starting on `monday`. */
export function netLossSatang(playerId: string, monday: string): number {
  return weeklyNetLossSatang[playerId]?.[monday] ?? 0;
}
