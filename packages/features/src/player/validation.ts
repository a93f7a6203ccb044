/**
 * Amount rules of the deposit and withdraw forms (decisions section 4): what the player typed is
 * parsed into integer satang and checked before anything is sent, each refusal with its Thai message.
 */
import { parseAmount, type AmountProblem, type Satang } from '../shared/money/money';
import { copy } from './copy';
import { bahtFigure } from './format';

/** Smallest deposit: 100 baht. */
export const DEPOSIT_MIN_SATANG: Satang = 10_000;

/** The deposit form's quick picks: 100, 300, 500, 1,000 and 5,000 baht. */
export const DEPOSIT_QUICK_PICKS: readonly Satang[] = [10_000, 30_000, 50_000, 100_000, 500_000];

export type AmountCheck = { ok: true; satang: Satang } | { ok: false; message: string };

const problemMessages: Record<AmountProblem, string> = {
  required: copy.amount.required,
  invalid: copy.amount.invalid,
  decimals: copy.amount.decimals,
  nonpositive: copy.amount.nonpositive,
};

const refuse = (message: string): AmountCheck => ({ ok: false, message });

/** A deposit amount: a positive number with at most 2 decimals, at least `minSatang`. */
export function checkDepositAmount(input: string, minSatang: Satang = DEPOSIT_MIN_SATANG): AmountCheck {
  const parsed = parseAmount(input);
  if (!parsed.ok) return refuse(problemMessages[parsed.problem]);
  if (parsed.satang < minSatang) return refuse(copy.amount.min(bahtFigure(minSatang)));
  return { ok: true, satang: parsed.satang };
}

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
export function checkWithdrawAmount(input: string, limits: WithdrawLimits): AmountCheck {
  const parsed = parseAmount(input);
  if (!parsed.ok) return refuse(problemMessages[parsed.problem]);
  const { satang } = parsed;
  if (satang < limits.minSatang) return refuse(copy.amount.min(bahtFigure(limits.minSatang)));
  if (satang > limits.balanceSatang) return refuse(copy.amount.insufficient);
  if (satang > limits.maxPerDaySatang) return refuse(copy.amount.max(bahtFigure(limits.maxPerDaySatang)));
  return { ok: true, satang };
}

/** What "withdraw all" fills in: the balance, capped by the daily maximum. */
export function withdrawAllSatang(limits: WithdrawLimits): Satang {
  return Math.max(0, Math.min(limits.balanceSatang, limits.maxPerDaySatang));
}
