/**
 * The login lock of the mock account API (docs/demo-api.md, "Login lock"): after
 * `LOGIN_LOCK.attempts` failed logins (unknown username or wrong password) for one username within
 * `LOGIN_LOCK.windowMs`, that username is refused for `LOGIN_LOCK.lockMs`, even with the right
 * password. A successful login clears its count. Counts live in the mock's storage, so a reload of
 * the app does not unlock; "Reset demo data" does.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';

import { mockStorage, readJson, writeJson } from '../lib/persist';

/** Storage key of the failed-login counts. */
export const LOGIN_ATTEMPTS_KEY = `${BROWSER_BACKEND_PREFIX}login-attempts`;

export const LOGIN_LOCK = {
  attempts: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** The failures of one username: when they happened (ms), and until when it is locked. */
interface Attempts {
  failures: number[];
  lockedUntil: number;
}

type AttemptBook = Record<string, Attempts>;

const isAttempts = (value: unknown): value is Attempts => {
  if (typeof value !== 'object' || value === null) return false;
  const { failures, lockedUntil } = value as Record<string, unknown>;
  return (
    Array.isArray(failures) &&
    failures.every((time) => typeof time === 'number') &&
    typeof lockedUntil === 'number'
  );
};

const isAttemptBook = (value: unknown): value is AttemptBook =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every(isAttempts);

/** The counts still relevant at `now` (older failures and ended locks are dropped). */
function readBook(now: number): AttemptBook {
  const book = readJson<AttemptBook>(LOGIN_ATTEMPTS_KEY, () => ({}), isAttemptBook);
  const kept: AttemptBook = {};
  for (const [username, attempts] of Object.entries(book)) {
    const failures = attempts.failures.filter((time) => now - time < LOGIN_LOCK.windowMs);
    if (failures.length > 0 || attempts.lockedUntil > now) {
      kept[username] = { failures, lockedUntil: attempts.lockedUntil };
    }
  }
  return kept;
}

/** Until when `username` is locked (ms since the epoch), or null when it may try. */
export function lockedUntil(username: string, now: number = Date.now()): number | null {
  const until = readBook(now)[username]?.lockedUntil ?? 0;
  return until > now ? until : null;
}

/** Counts a failed login; the one that reaches the limit locks the username. */
export function recordFailure(username: string, now: number = Date.now()): void {
  const book = readBook(now);
  const failures = [...(book[username]?.failures ?? []), now];
  const locked = failures.length >= LOGIN_LOCK.attempts;
  book[username] = {
    failures: locked ? [] : failures,
    lockedUntil: locked ? now + LOGIN_LOCK.lockMs : (book[username]?.lockedUntil ?? 0),
  };
  writeJson(LOGIN_ATTEMPTS_KEY, book);
}

/** A successful login: its username starts counting from zero. */
export function clearFailures(username: string, now: number = Date.now()): void {
  const book = readBook(now);
  if (!(username in book)) return;
  delete book[username];
  writeJson(LOGIN_ATTEMPTS_KEY, book);
}

/** Forgets every count (tests, "Reset demo data"). */
export function resetLoginGuard(): void {
  mockStorage().removeItem(LOGIN_ATTEMPTS_KEY);
}
