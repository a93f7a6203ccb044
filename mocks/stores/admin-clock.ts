/**
 * What the back office takes as "now" (docs/player-api.md, 8 Mock backend notes): today's
 * registrations, today's agent figures, the moment a transaction is settled, a credit code's expiry.
 * Like the cashback rules' clock it is fixed by default, at Monday 23 November 2026 12:00 Bangkok,
 * so the seeded "today" stays today on every run; tests and stories change it with `setAdminClock`.
 */
import { CASHBACK_DEMO_NOW } from '../data/player-cashback';

/** The back office's default "now": the cashback rules' fixed moment (`CASHBACK_DEMO_NOW`). */
export const ADMIN_DEMO_NOW = CASHBACK_DEMO_NOW;

let clock: () => Date = () => new Date(ADMIN_DEMO_NOW);

/** Replaces what the back office takes as "now". */
export function setAdminClock(next: () => Date): void {
  clock = next;
}

/** Puts the fixed demo clock back. */
export function resetAdminClock(): void {
  clock = () => new Date(ADMIN_DEMO_NOW);
}

/** Now, by the back office's clock. */
export function adminNow(): Date {
  return clock();
}
