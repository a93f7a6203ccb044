/**
 * What the player screens work with. Every amount is integer satang (decisions section 4); the
 * API layer (api.ts) converts the wire's baht into these types and refuses malformed bodies.
 */
import type { Satang } from '../shared/money/money';

export type TransactionType = 'deposit' | 'withdraw' | 'bonus';
export type TransactionStatus = 'pending' | 'approved' | 'rejected';

export const TRANSACTION_TYPES: readonly TransactionType[] = ['deposit', 'withdraw', 'bonus'];
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['pending', 'approved', 'rejected'];

/** A wallet movement: `amountSatang` is always positive, `type` gives the direction. */
export interface Transaction {
  id: string;
  type: TransactionType;
  amountSatang: Satang;
  status: TransactionStatus;
  /** Thai. */
  description: string;
  /** Deposits: the company bank paid into; otherwise null. */
  bankCode: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export type GameCategory = 'slot' | 'casino' | 'sport' | 'fishing';
export const GAME_CATEGORIES: readonly GameCategory[] = ['slot', 'casino', 'sport', 'fishing'];

export interface GameLink {
  id: string;
  name: string;
  provider: string;
  category: GameCategory;
  /** Tile colour from the API (hex). */
  color: string;
  url: string;
}

export interface Gradient {
  from: string;
  to: string;
  angle: number;
}

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  /** Path on the player API host, or null: draw the gradient. */
  imageUrl: string | null;
  gradient: Gradient;
  /** In-app route. */
  link: string;
}

export interface Promotion {
  id: string;
  title: string;
  detail: string;
  bonusPercent: number;
  maxBonusSatang: Satang;
  minDepositSatang: Satang;
  turnover: number;
}

export interface InviteSummary {
  playerId: string;
  inviteCode: string;
  inviteLink: string;
  invitedTotal: number;
  invitedActive: number;
  invitedThisMonth: number;
  totalCommissionSatang: Satang;
  pendingCommissionSatang: Satang;
}

export interface WithdrawSetting {
  minWithdrawSatang: Satang;
  maxPerDaySatang: Satang;
  countPerDay: number;
}

export interface Bank {
  bankCode: string;
  /** Thai. */
  name: string;
  /** Brand colour from the API (hex). */
  color: string;
}

/** A company account that deposits are transferred into. */
export interface TransferBank {
  id: string;
  bankCode: string;
  bankName: string;
  /** As printed: '064-1-28473-5'. */
  accountNumber: string;
  accountName: string;
}

export interface DepositInput {
  amountSatang: Satang;
  /** The company account's bank code. */
  bankCode: string;
}

export interface WithdrawInput {
  amountSatang: Satang;
}
