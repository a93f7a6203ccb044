/**
 * Deterministic data for the player stories and the history benchmark (no Math.random, no clock):
 * the same rows on every run.
 */
import type { TransactionStatus, TransactionType } from './types';

/** A history row as it travels (baht). */
export interface WireTransaction {
  id: string;
  type: TransactionType;
  amount: number;
  status: TransactionStatus;
  description: string;
  bankCode: string | null;
  createdAt: string;
}

const DESCRIPTIONS: Record<TransactionType, string> = {
  deposit: 'ฝากเงินเข้าบัญชี กสิกรไทย',
  withdraw: 'ถอนเงินเข้าบัญชีที่ลงทะเบียนไว้',
  bonus: 'คืนยอดเสียประจำสัปดาห์ 5%',
};

/**
 * `count` history rows, newest first, from a seeded generator (no Math.random, no clock): the
 * same rows on every run, spread over the days before 2026-11-20 (Bangkok).
 */
export function generatedHistory(count: number, seed = 20_261_120): WireTransaction[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const end = Date.UTC(2026, 10, 20, 13, 0);
  const rows: WireTransaction[] = [];
  let time = end;
  for (let i = 0; i < count; i += 1) {
    const roll = next();
    const type: TransactionType = roll < 0.55 ? 'deposit' : roll < 0.85 ? 'withdraw' : 'bonus';
    const statusRoll = next();
    const status: TransactionStatus =
      type === 'bonus'
        ? 'approved'
        : statusRoll < 0.8
          ? 'approved'
          : statusRoll < 0.9
            ? 'pending'
            : 'rejected';
    const amount = Math.round((100 + next() * 9_900) * 100) / 100;
    rows.push({
      id: `TX-100001-${String(count - i).padStart(5, '0')}`,
      type,
      amount,
      status,
      description: DESCRIPTIONS[type],
      bankCode: type === 'deposit' ? 'KBANK' : null,
      createdAt: new Date(time).toISOString(),
    });
    time -= Math.floor(1 + next() * 6) * 60 * 60 * 1000;
  }
  return rows;
}
