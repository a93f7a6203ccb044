/** What the promotions screen works with: the wire's baht as integer satang (docs/player-api.md, 1.4). */
import type { Satang } from '../../shared/money/money';
import type { CreditCodeRedemptionWire, PromotionClaimWire } from './api/schemas';

export type { PromotionClaimStatus } from './api/schemas';

/** A promotion received, with its turnover. */
export type PromotionClaim = Omit<
  PromotionClaimWire,
  'deposit' | 'bonus' | 'turnoverTarget' | 'turnoverDone' | 'turnoverRemaining'
> & {
  depositSatang: Satang;
  bonusSatang: Satang;
  targetSatang: Satang;
  doneSatang: Satang;
  remainingSatang: Satang;
};

/** What a redeemed code paid. */
export type CreditCodeRedemption = Omit<CreditCodeRedemptionWire, 'amount'> & { amountSatang: Satang };
