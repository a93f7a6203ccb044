/**
 * The credit codes of the mock (decisions: WELCOME100 open, USED50 already used by the demo player,
 * EXPIRED20 expired; docs/player-api.md, 5.5). Amounts in satang, expiry as a date-time.
 */
import { DEMO_PLAYER_ID } from './accounts';

export interface CreditCode {
  code: string;
  amountSatang: number;
  /** How many players may redeem it in all. */
  limit: number;
  expiresAt: string;
  active: boolean;
}

export const creditCodes: readonly CreditCode[] = [
  {
    code: 'WELCOME100',
    amountSatang: 10_000,
    limit: 10_000,
    expiresAt: '2099-12-31T16:59:59.000Z',
    active: true,
  },
  { code: 'USED50', amountSatang: 5_000, limit: 10_000, expiresAt: '2099-12-31T16:59:59.000Z', active: true },
  {
    code: 'EXPIRED20',
    amountSatang: 2_000,
    limit: 10_000,
    expiresAt: '2026-01-31T16:59:59.000Z',
    active: true,
  },
  { code: 'FULL30', amountSatang: 3_000, limit: 1, expiresAt: '2099-12-31T16:59:59.000Z', active: true },
];

/** Who has redeemed each code before the mock starts: the demo player used USED50; FULL30 is used up. */
export const initialRedemptions: Readonly<Record<string, readonly string[]>> = {
  USED50: [DEMO_PLAYER_ID],
  FULL30: ['100099'],
};
