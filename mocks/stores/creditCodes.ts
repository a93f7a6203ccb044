/**
 * Credit codes of the mock player API (docs/player-api.md, 5.5 and 7; decisions sections 9 and 10):
 * the codes themselves (seeded from data/credit-codes.ts, then created, edited and disabled by the
 * back office), who redeemed which code, and the wrong-code lock (5 unknown codes within 10 minutes
 * refuse the player for 10 minutes, like the login lock of services/loginGuard.ts). All live in
 * `mockStorage()`, so a reload of the app neither unlocks nor forgets anything; "Reset demo data" does.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';

import { creditCodes, initialRedemptions, type CreditCode } from '../data/credit-codes';
import { formatBahtPlain } from '../lib/money';
import { mockStorage, readJson, writeJson } from '../lib/persist';

export const CREDIT_CODE_REDEMPTIONS_KEY = `${BROWSER_BACKEND_PREFIX}creditcode:redemptions`;
export const CREDIT_CODE_ATTEMPTS_KEY = `${BROWSER_BACKEND_PREFIX}creditcode:attempts`;
export const CREDIT_CODES_KEY = `${BROWSER_BACKEND_PREFIX}creditcode:codes`;

/** A code as the store keeps it: the fixture's fields and when it was created. */
export type StoredCreditCode = CreditCode & { createdAt: string };

/** When the fixture codes were created. */
const SEEDED_AT = '2026-11-01T03:00:00.000Z';

const isStoredCode = (value: unknown): value is StoredCreditCode => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    Number.isSafeInteger(v.amountSatang) &&
    Number.isSafeInteger(v.limit) &&
    typeof v.expiresAt === 'string' &&
    typeof v.active === 'boolean' &&
    typeof v.createdAt === 'string'
  );
};
const isCodeList = (value: unknown): value is StoredCreditCode[] =>
  Array.isArray(value) && value.every(isStoredCode);

/** Every code, oldest first: the stored list, or the fixtures until the back office changes one. */
export function allCodes(): StoredCreditCode[] {
  return readJson(
    CREDIT_CODES_KEY,
    () => creditCodes.map((code) => ({ ...code, createdAt: SEEDED_AT })),
    isCodeList,
  );
}

/** Writes the whole list of codes. */
export function saveCodes(codes: StoredCreditCode[]): void {
  writeJson(CREDIT_CODES_KEY, codes);
}

/** How many players redeemed each code. */
export function usesByCode(): Map<string, number> {
  return new Map(Object.entries(redemptions()).map(([code, ids]) => [code, ids.length]));
}

export const CREDIT_CODE_LOCK = { attempts: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 } as const;

/** A code as typed: A-Z and 0-9, 6 to 16 characters (after trimming and upper-casing). */
export const CREDIT_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;

/** The Thai messages (decisions section 9), and the two about the request itself. */
export const creditCodeMessages = {
  required: 'กรุณากรอกโค้ด',
  invalid: 'โค้ดต้องเป็นตัวอักษร A-Z หรือตัวเลข 6-16 ตัว',
  unknown: 'ไม่พบโค้ดนี้',
  used: 'คุณใช้โค้ดนี้แล้ว',
  expired: 'โค้ดนี้หมดอายุแล้ว',
  limit: 'โค้ดนี้ถูกใช้ครบจำนวนแล้ว',
  locked: (minutes: number) => `กรอกโค้ดผิดหลายครั้ง กรุณาลองใหม่ในอีก ${minutes} นาที`,
  success: (amountSatang: number) => `รับเครดิต ${formatBahtPlain(amountSatang)} บาทเรียบร้อย`,
} as const;

type Redemptions = Record<string, string[]>;
interface Attempts {
  failures: number[];
  lockedUntil: number;
}

const isRedemptions = (value: unknown): value is Redemptions =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every(
    (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
  );

const isAttemptBook = (value: unknown): value is Record<string, Attempts> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every((entry) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { failures, lockedUntil } = entry as Record<string, unknown>;
    return (
      Array.isArray(failures) &&
      failures.every((t) => typeof t === 'number') &&
      typeof lockedUntil === 'number'
    );
  });

const redemptions = (): Redemptions =>
  readJson(
    CREDIT_CODE_REDEMPTIONS_KEY,
    () => structuredClone(initialRedemptions) as Redemptions,
    isRedemptions,
  );

const attempts = (): Record<string, Attempts> =>
  readJson(CREDIT_CODE_ATTEMPTS_KEY, () => ({}), isAttemptBook);

/** Minutes (rounded up) the player is still refused at `now`, or 0 when they may try. */
export function lockedMinutes(playerId: string, now: number): number {
  const until = attempts()[playerId]?.lockedUntil ?? 0;
  return until > now ? Math.ceil((until - now) / 60_000) : 0;
}

/** Counts a wrong code; the one that reaches the limit locks the player. */
export function recordWrongCode(playerId: string, now: number): void {
  const book = attempts();
  const failures = [...(book[playerId]?.failures ?? []), now].filter(
    (time) => now - time < CREDIT_CODE_LOCK.windowMs,
  );
  const locked = failures.length >= CREDIT_CODE_LOCK.attempts;
  book[playerId] = {
    failures: locked ? [] : failures,
    lockedUntil: locked ? now + CREDIT_CODE_LOCK.lockMs : (book[playerId]?.lockedUntil ?? 0),
  };
  writeJson(CREDIT_CODE_ATTEMPTS_KEY, book);
}

/** Why a code cannot be redeemed by this player at `now` (`code.<reason>` and its message), or the code. */
export function checkCode(
  playerId: string,
  code: string,
  now: number,
): { ok: true; code: CreditCode } | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'limit' } {
  const found = allCodes().find((item) => item.code === code);
  if (!found) return { ok: false, reason: 'unknown' };
  const users = redemptions()[code] ?? [];
  if (users.includes(playerId)) return { ok: false, reason: 'used' };
  if (!found.active || Date.parse(found.expiresAt) <= now) return { ok: false, reason: 'expired' };
  if (users.length >= found.limit) return { ok: false, reason: 'limit' };
  return { ok: true, code: found };
}

/** Records that the player redeemed `code`. */
export function recordRedemption(playerId: string, code: string): void {
  const all = redemptions();
  all[code] = [...(all[code] ?? []), playerId];
  writeJson(CREDIT_CODE_REDEMPTIONS_KEY, all);
}

/** Forgets every redemption and wrong-code count (tests, "Reset demo data"). */
export function resetCreditCodes(): void {
  mockStorage().removeItem(CREDIT_CODE_REDEMPTIONS_KEY);
  mockStorage().removeItem(CREDIT_CODE_ATTEMPTS_KEY);
  mockStorage().removeItem(CREDIT_CODES_KEY);
}
