/**
 * The rules of the mock wallet, as pure functions over a wallet state: what a withdrawal holds,
 * which deposits and withdrawals are refused (docs/player-api.md, 5.1 to 5.3) and what "today" is
 * (Bangkok; 1.5 Time).
 */
import { MIN_DEPOSIT_BAHT, transferBanks } from '../data/player';
import type {
  TransactionStatus,
  Transaction as WalletTransaction,
  WithdrawSettingWire as WithdrawSetting,
} from '@pp/features/wire';
import { amountMessages, SATANG_PER_BAHT } from '../lib/money';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** One player's wallet as stored. */
export interface WalletState {
  playerId: string;
  balanceSatang: number;
  /** Newest first. */
  history: WalletTransaction[];
  /** Sequence number of the next transaction id. */
  nextSeq: number;
}

/** Why a write was refused, as the `code` of the 400 body; `message` is the Thai text for the player. */
export type WalletRefusal =
  | 'amount.belowMinimum'
  | 'amount.insufficient'
  | 'amount.overDailyMax'
  | 'amount.overDailyCount'
  | 'bankCode.required'
  | 'bankCode.unknown'
  | 'transaction.notFound'
  | 'transaction.notPending';

/** A refusal with its Thai message. */
export interface Refusal {
  refusal: WalletRefusal;
  message: string;
}

/** Thai messages of the refusals that are not about the amount. */
export const walletMessages = {
  bankRequired: 'กรุณาเลือกบัญชีที่โอนเข้า',
  bankUnknown: 'ไม่พบบัญชีธนาคารที่เลือก',
  notFound: 'ไม่พบรายการ',
  notPending: 'รายการนี้ดำเนินการแล้ว',
} as const;

/** The withdrawals of a wallet, newest first. */
export function withdrawHistory(state: WalletState): WalletTransaction[] {
  return state.history.filter((tx) => tx.type === 'withdraw');
}

/** Satang held by pending withdrawals (already subtracted from the balance). */
export function heldSatang(state: WalletState): number {
  return withdrawHistory(state)
    .filter((tx) => tx.status === 'pending')
    .reduce((sum, tx) => sum + tx.amountSatang, 0);
}

/** Bangkok calendar date (YYYY-MM-DD) of an instant. */
export function bangkokDate(instant: Date | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Withdrawals (pending or approved) requested on the Bangkok day of `now`: how many, how much. */
export function withdrawalsOnDay(state: WalletState, now: Date): { count: number; totalSatang: number } {
  const day = bangkokDate(now);
  const today = withdrawHistory(state).filter(
    (tx) => tx.status !== 'rejected' && bangkokDate(tx.createdAt) === day,
  );
  return { count: today.length, totalSatang: today.reduce((sum, tx) => sum + tx.amountSatang, 0) };
}

/** Checks a deposit: minimum amount first, then the company bank paid into (null when missing). */
export function depositRefusal(amountSatang: number, bankCode: string | null): Refusal | null {
  const minSatang = MIN_DEPOSIT_BAHT * SATANG_PER_BAHT;
  if (amountSatang < minSatang) {
    return { refusal: 'amount.belowMinimum', message: amountMessages.min(minSatang) };
  }
  if (bankCode === null) return { refusal: 'bankCode.required', message: walletMessages.bankRequired };
  if (!transferBanks.some((bank) => bank.bankCode === bankCode)) {
    return { refusal: 'bankCode.unknown', message: walletMessages.bankUnknown };
  }
  return null;
}

/** Checks a withdrawal: minimum, balance, amount per day, count per day; null when it may go ahead. */
export function withdrawRefusal(
  state: WalletState,
  amountSatang: number,
  setting: WithdrawSetting,
  now: Date,
): Refusal | null {
  const minSatang = setting.minWithdraw * SATANG_PER_BAHT;
  const maxSatang = setting.maxPerDay * SATANG_PER_BAHT;
  if (amountSatang < minSatang) {
    return { refusal: 'amount.belowMinimum', message: amountMessages.min(minSatang) };
  }
  if (amountSatang > state.balanceSatang) {
    return { refusal: 'amount.insufficient', message: amountMessages.insufficient };
  }
  const today = withdrawalsOnDay(state, now);
  if (today.totalSatang + amountSatang > maxSatang) {
    return { refusal: 'amount.overDailyMax', message: amountMessages.max(maxSatang) };
  }
  if (today.count >= setting.countPerDay) {
    return { refusal: 'amount.overDailyCount', message: amountMessages.dailyCount(setting.countPerDay) };
  }
  return null;
}

/** Balance change when a pending transaction is settled. */
export function settlementEffect(
  tx: WalletTransaction,
  status: Exclude<TransactionStatus, 'pending'>,
): number {
  if (tx.type === 'withdraw') return status === 'rejected' ? tx.amountSatang : 0;
  return status === 'approved' ? tx.amountSatang : 0;
}
