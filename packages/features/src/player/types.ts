/**
 * What the player screens work with. Every amount is integer satang (docs/player-api.md, 1.4); the
 * shapes come from the wire schemas (api/schemas.ts), with each baht field replaced by its satang
 * twin by the endpoint functions (api/endpoints.ts).
 */
import type { Satang } from '../shared/money/money';
import type {
  BankWire,
  BannerWire,
  GameLinkWire,
  InviteSummaryWire,
  PromotionWire,
  TransactionWire,
  TransferBankWire,
} from './api/schemas';

export {
  GAME_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type GameCategory,
  type TransactionStatus,
  type TransactionType,
} from './api/schemas';

/** A wallet movement: `amountSatang` is always positive, `type` gives the direction. */
export type Transaction = Omit<TransactionWire, 'amount'> & { amountSatang: Satang };

/** A game of the lobby. */
export type GameLink = GameLinkWire;

/** A home-page banner; `imageUrl` null: draw the gradient. */
export type Banner = BannerWire;
export type Gradient = Banner['gradient'];

export type Promotion = Omit<PromotionWire, 'maxBonus' | 'minDeposit'> & {
  maxBonusSatang: Satang;
  minDepositSatang: Satang;
};

export type InviteSummary = Omit<InviteSummaryWire, 'totalCommission' | 'pendingCommission'> & {
  totalCommissionSatang: Satang;
  pendingCommissionSatang: Satang;
};

export interface WithdrawSetting {
  minWithdrawSatang: Satang;
  maxPerDaySatang: Satang;
  countPerDay: number;
}

/** A Thai bank: code, Thai name, brand colour (hex). */
export type Bank = BankWire;

/** A company account that deposits are transferred into. */
export type TransferBank = TransferBankWire;

export interface DepositInput {
  amountSatang: Satang;
  /** The company account's bank code. */
  bankCode: string;
  /** The transfer slip (JPEG, PNG or WebP, at most 5 MB): sent as multipart/form-data. */
  slip?: File | null;
}

export interface WithdrawInput {
  amountSatang: Satang;
}
