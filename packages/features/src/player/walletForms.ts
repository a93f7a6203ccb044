/**
 * The deposit and withdraw forms' rules (decision 0012, one form stack): what each form holds,
 * its yup schema built from the shared amount rule (Thai messages from the shared catalogue), the
 * deposit quick picks and the "withdraw all" amount. An amount is integer satang once the schema has
 * read it; the field keeps what the player typed.
 */
import { mixed, object, string } from 'yup';

import type { Satang } from '../shared/money/money';
import { amountSchema } from '../shared/forms/schemas';
import { slipMessage, slipRefusal } from './deposit/slip';

/** Smallest deposit: 100 baht. */
export const DEPOSIT_MIN_SATANG: Satang = 10_000;

/** The deposit form's quick picks: 100, 300, 500, 1,000 and 5,000 baht. */
export const DEPOSIT_QUICK_PICKS: readonly Satang[] = [10_000, 30_000, 50_000, 100_000, 500_000];

/**
 * What the deposit form holds: the typed amount, the chosen company account ('' = the first) and
 * the transfer slip (none until one is chosen).
 */
export interface DepositFields {
  amount: string;
  accountId: string;
  slip: File | null;
}

/** What the deposit form hands over once valid. */
export interface DepositValues {
  amount: Satang;
  accountId: string;
  slip: File | null;
}

export const emptyDeposit: DepositFields = { amount: '', accountId: '', slip: null };

const isFile = (value: unknown): value is File => value instanceof File;

const depositAmountSchema = amountSchema({ min: DEPOSIT_MIN_SATANG });

export const depositSchema = object({
  amount: depositAmountSchema,
  accountId: string().default(''),
  /** The picker refuses a wrong file at once; this keeps one from being sent all the same. */
  slip: mixed<File>(isFile)
    .nullable()
    .default(null)
    .test('slip', (value, context) => {
      const refusal = value ? slipRefusal(value) : null;
      return refusal ? context.createError({ message: slipMessage(refusal) }) : true;
    }),
});

/** The deposit amount typed so far, in satang, when it is a valid deposit; else null (the QR waits). */
export function validDepositAmount(typed: string): Satang | null {
  try {
    return depositAmountSchema.validateSync(typed);
  } catch {
    return null;
  }
}

/** What the withdraw form holds. */
export interface WithdrawFields {
  amount: string;
}

export interface WithdrawValues {
  amount: Satang;
}

export const emptyWithdraw: WithdrawFields = { amount: '' };

export interface WithdrawLimits {
  minSatang: Satang;
  maxPerDaySatang: Satang;
  /** Spendable balance now (pending withdrawals already held). */
  balanceSatang: Satang;
}

/**
 * A withdrawal amount, checked in the server's order: a number, at least the minimum, at most the
 * balance, at most the daily maximum.
 */
export function withdrawSchema(limits: WithdrawLimits) {
  return object({
    amount: amountSchema({
      min: limits.minSatang,
      max: limits.maxPerDaySatang,
      balance: limits.balanceSatang,
    }),
  });
}

/** What "withdraw all" fills in: the balance, capped by the daily maximum. */
export function withdrawAllSatang(limits: WithdrawLimits): Satang {
  return Math.max(0, Math.min(limits.balanceSatang, limits.maxPerDaySatang));
}

/** What an amount field holds for an amount: `1250.50`, `300` (no separators, so it edits well). */
export function amountInputValue(satang: Satang): string {
  const whole = Math.trunc(satang / 100);
  const fraction = Math.abs(satang % 100);
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
