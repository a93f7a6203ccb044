/**
 * Cashback and invite commission of the mock player API (docs/player-api.md, 4.19 to 4.21 and
 * 5.7, 5.8): what a player may claim now and the claims, which pay into the wallet (`creditWallet`)
 * with a `cashback` or `commission` history row. Money in integer satang. What was claimed is kept
 * in `mockStorage()` like the wallets ('mock:cashback:<id>': the weeks paid; 'mock:commission:<id>':
 * the satang paid), so the app's mock mode never pays twice after a reload. The callers (the claim
 * handlers) hold the player's wallet lock.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import type { CashbackCheckWire, InviteSummaryWire } from '@pp/features/wire';

import { CASHBACK_DEMO_NOW, cashbackSetting, inviteSetting, netLossSatang } from '../data/player-cashback';
import { inviteSummaryFor } from '../data/player-promotions';
import { satangToBaht, SATANG_PER_BAHT } from '../lib/money';
import { mockStorage, readJson, readJsonStrict, writeJson } from '../lib/persist';
import { creditWallet, type WalletResult } from './wallet';
import { bangkokDate } from './wallet-rules';

/* ---- Clock and weeks (Monday 00:00 to Sunday 24:00, Asia/Bangkok) ---- */

let clock: () => Date = () => new Date(CASHBACK_DEMO_NOW);

/** Replaces what the cashback rules take as "now" (default: the fixed `CASHBACK_DEMO_NOW`). */
export function setCashbackClock(next: () => Date): void {
  clock = next;
}

/** The mock's cashback clock back to its fixed demo moment. */
export function resetCashbackClock(): void {
  clock = () => new Date(CASHBACK_DEMO_NOW);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` (YYYY-MM-DD) moved by `days`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last completed week at `now`: its Monday and Sunday, and the Monday the next one can be claimed. */
export function lastCompletedWeek(now: Date): { start: string; end: string; nextClaimDate: string } {
  const today = bangkokDate(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  return {
    start: addDays(thisMonday, -7),
    end: addDays(thisMonday, -1),
    nextClaimDate: addDays(thisMonday, 7),
  };
}

/** A week's cashback (satang): percent of the loss, capped at the maximum, 0 below the minimum or for a win. */
export function cashbackOf(lossSatang: number, setting = cashbackSetting): number {
  if (lossSatang <= 0) return 0;
  const amount = Math.min(
    Math.floor((lossSatang * setting.percent) / 100),
    setting.maxPayout * SATANG_PER_BAHT,
  );
  return amount < setting.minPayout * SATANG_PER_BAHT ? 0 : amount;
}

/* ---- What was claimed, per player ---- */

const CASHBACK_PREFIX = `${BROWSER_BACKEND_PREFIX}cashback:`;
const COMMISSION_PREFIX = `${BROWSER_BACKEND_PREFIX}commission:`;
const INDEX_KEY = `${BROWSER_BACKEND_PREFIX}rewards:index`;

const isDayList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isSatang = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0;

/** Writes a claim record, remembering its key for `resetCashbackInvite`. */
function saveClaim(key: string, value: unknown): void {
  const keys = readJson(INDEX_KEY, () => [], isDayList);
  if (!keys.includes(key)) writeJson(INDEX_KEY, [...keys, key]);
  writeJson(key, value);
}

/** Weeks (their Mondays) whose cashback the player has been paid. */
const claimedWeeks = (playerId: string): string[] =>
  readJsonStrict(`${CASHBACK_PREFIX}${playerId}`, isDayList) ?? [];

/** Commission (satang) paid to the player through claims. */
const commissionPaid = (playerId: string): number =>
  readJsonStrict(`${COMMISSION_PREFIX}${playerId}`, isSatang) ?? 0;

/** Forgets every claim (each player may claim again as at the start) and puts the clock back. */
export function resetCashbackInvite(): void {
  resetCashbackClock();
  const store = mockStorage();
  for (const key of readJson(INDEX_KEY, () => [], isDayList)) store.removeItem(key);
  store.removeItem(INDEX_KEY);
}

/* ---- Reads ---- */

/** GET cashback: the last completed week, its cashback, and whether it is still to claim. */
export function cashbackCheck(playerId: string): CashbackCheckWire {
  const week = lastCompletedWeek(clock());
  const loss = netLossSatang(playerId, week.start);
  const amount = cashbackOf(loss);
  const claimed = claimedWeeks(playerId).includes(week.start);
  return {
    playerId,
    weekStart: week.start,
    weekEnd: week.end,
    netLoss: satangToBaht(Math.max(loss, 0)),
    amount: satangToBaht(amount),
    claimable: claimed ? 0 : satangToBaht(amount),
    claimed,
    nextClaimDate: week.nextClaimDate,
  };
}

/** GET invite summary: the fixture's figures, less the commission claimed since. */
export function inviteSummaryNow(playerId: string): InviteSummaryWire {
  const summary = inviteSummaryFor(playerId);
  const pending = Math.max(
    Math.round(summary.pendingCommission * SATANG_PER_BAHT) - commissionPaid(playerId),
    0,
  );
  return { ...summary, pendingCommission: satangToBaht(pending) };
}

/* ---- Claims ---- */

/** A claim refused: its status, stable code and Thai message. */
export interface ClaimRefusal {
  ok: false;
  status: 400 | 409;
  code: 'cashback.alreadyClaimed' | 'cashback.nothingToClaim' | 'commission.belowMinimum';
  message: string;
}

/** Thai messages of the refusals. */
export const claimMessages = {
  alreadyClaimed: 'คุณรับคืนยอดเสียของสัปดาห์นี้ไปแล้ว รับได้อีกครั้งสัปดาห์หน้า',
  nothingToClaim: 'ไม่มียอดคืนยอดเสียให้รับในสัปดาห์นี้',
  /** 'ค่าแนะนำเพื่อนต้องถึง 100 บาทจึงจะรับได้' */
  belowMinimum: (minBaht: number) => `ค่าแนะนำเพื่อนต้องถึง ${minBaht.toLocaleString('en-US')} บาทจึงจะรับได้`,
} as const;

/** History descriptions of the two credits. */
export const cashbackDescription = (percent = cashbackSetting.percent) => `คืนยอดเสียประจำสัปดาห์ ${percent}%`;
export const commissionDescription = (percent = inviteSetting.commissionPercent) => `ค่าแนะนำเพื่อน ${percent}%`;

/**
 * Records a claim, then pays it into the wallet; when the wallet cannot be written the claim record
 * is put back, so nothing is half done.
 */
function payOnce(key: string, claimed: unknown, before: unknown, pay: () => WalletResult): WalletResult {
  saveClaim(key, claimed);
  try {
    return pay();
  } catch (error) {
    writeJson(key, before);
    throw error;
  }
}

/** POST claim cashback: the last completed week's cashback into the balance, once per week. */
export function claimCashback(playerId: string): WalletResult | ClaimRefusal {
  const check = cashbackCheck(playerId);
  if (check.claimed) {
    return { ok: false, status: 409, code: 'cashback.alreadyClaimed', message: claimMessages.alreadyClaimed };
  }
  const amountSatang = Math.round(check.amount * SATANG_PER_BAHT);
  if (amountSatang === 0) {
    return { ok: false, status: 400, code: 'cashback.nothingToClaim', message: claimMessages.nothingToClaim };
  }
  const weeks = claimedWeeks(playerId);
  return payOnce(`${CASHBACK_PREFIX}${playerId}`, [...weeks, check.weekStart], weeks, () =>
    creditWallet(playerId, 'cashback', amountSatang, cashbackDescription()),
  );
}

/** POST claim commission: the commission not yet paid into the balance, from the minimum claim up. */
export function claimCommission(playerId: string): WalletResult | ClaimRefusal {
  const pendingSatang = Math.round(inviteSummaryNow(playerId).pendingCommission * SATANG_PER_BAHT);
  if (pendingSatang === 0 || pendingSatang < inviteSetting.minClaim * SATANG_PER_BAHT) {
    return {
      ok: false,
      status: 400,
      code: 'commission.belowMinimum',
      message: claimMessages.belowMinimum(inviteSetting.minClaim),
    };
  }
  const paid = commissionPaid(playerId);
  return payOnce(`${COMMISSION_PREFIX}${playerId}`, paid + pendingSatang, paid, () =>
    creditWallet(playerId, 'commission', pendingSatang, commissionDescription()),
  );
}
