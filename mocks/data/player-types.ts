/**
 * Record types of the mock player API, as they travel over the wire (docs/player-api.md).
 * Money fields are baht as JSON numbers with at most two decimals, unless the name ends in `Satang`.
 */

/** A Thai bank (decisions section 7). */
export interface Bank {
  /** Short code, e.g. 'KBANK'. */
  bankCode: string;
  /** Thai name, e.g. 'กสิกรไทย'. */
  name: string;
  /** Brand colour for the bank's avatar (hex). */
  color: string;
}

/** A company account the player transfers a deposit into. */
export interface TransferBank {
  id: string;
  bankCode: string;
  /** Thai bank name. */
  bankName: string;
  /** Formatted as printed on the passbook, e.g. '123-4-56789-0'. */
  accountNumber: string;
  /** Thai account holder name. */
  accountName: string;
}

/** Withdrawal limits, in baht. */
export interface WithdrawSetting {
  minWithdraw: number;
  maxPerDay: number;
  countPerDay: number;
}

/** A home-page banner: an image path, or a gradient when there is none. */
export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  /** Path relative to the API host, or null when the banner is drawn from `gradient`. */
  imageUrl: string | null;
  gradient: { from: string; to: string; angle: number };
  /** In-app route the banner leads to. */
  link: string;
}

/** One entry of the website setting list; the first one is used. */
export interface WebsiteSetting {
  id: string;
  siteName: string;
  /** Path relative to the player API host. */
  logoUrl: string;
  lineId: string;
  contactPhone: string;
  announcement: string;
}

/** Game categories of the lobby. */
export type GameCategory = 'slot' | 'casino' | 'sport' | 'fishing';

/** A game of the lobby (game list links). */
export interface GameLink {
  id: string;
  name: string;
  provider: string;
  category: GameCategory;
  /** Tile colour (hex); games carry no images. */
  color: string;
  /** Where the game opens (the mock points at an in-app page). */
  url: string;
}

/** A promotion a player can claim with a deposit. */
export interface Promotion {
  id: string;
  title: string;
  detail: string;
  /** Bonus as a percentage of the deposit. */
  bonusPercent: number;
  /** Cap of the bonus, baht. */
  maxBonus: number;
  /** Smallest qualifying deposit, baht. */
  minDeposit: number;
  /** Turnover required before withdrawing, as a multiple of deposit plus bonus. */
  turnover: number;
}

/** Friend-invitation figures of one player. */
export interface InviteSummary {
  playerId: string;
  inviteCode: string;
  /** In-app registration link carrying the invite code. */
  inviteLink: string;
  invitedTotal: number;
  invitedActive: number;
  invitedThisMonth: number;
  /** Baht. */
  totalCommission: number;
  /** Baht. */
  pendingCommission: number;
}

export type TransactionType = 'deposit' | 'withdraw' | 'bonus';
export type TransactionStatus = 'pending' | 'approved' | 'rejected';

/** A wallet movement as the store keeps it (integer satang). */
export interface WalletTransaction {
  id: string;
  type: TransactionType;
  amountSatang: number;
  status: TransactionStatus;
  /** Thai description. */
  description: string;
  /** Deposits: the company bank paid into; otherwise null. */
  bankCode: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** A wallet movement on the wire: `amount` in baht, positive; `type` gives the direction. */
export interface ApiTransaction {
  id: string;
  type: TransactionType;
  amount: number;
  status: TransactionStatus;
  description: string;
  bankCode: string | null;
  createdAt: string;
}

/** Body of GET balance. */
export interface BalanceBody {
  playerId: string;
  /** Spendable balance, baht (pending withdrawals already held). */
  balance: number;
  /** The same, integer satang. */
  balanceSatang: number;
  /** Baht held by pending withdrawals. */
  held: number;
  currency: 'THB';
}
