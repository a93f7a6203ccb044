/**
 * The turnover demo account (README, "Demo accounts": 0823456789): one approved deposit of ฿1,000 on
 * 2026-11-20, the ฿100 bonus of `PRO-DAILY-10` claimed with it, and ฿1,250 of its ฿3,300 turnover
 * played, so a withdrawal is refused until ฿2,050 more is played (docs/player-api.md, 5.4).
 */
import type { Transaction as WalletTransaction } from '@pp/features/wire';

import { DEMO_TURNOVER_PLAYER_ID, DEMO_TURNOVER_PROMOTION } from './accounts';
import { depositDescription, transactionId } from './player-history';

const DEPOSIT_SATANG = 100_000;
const BONUS_SATANG = 10_000;

/** Its history, newest first. */
export function turnoverHistory(): WalletTransaction[] {
  return [
    {
      id: transactionId(DEMO_TURNOVER_PLAYER_ID, 2),
      type: 'bonus',
      amountSatang: BONUS_SATANG,
      status: 'approved',
      description: 'โบนัสโปรโมชั่น ฝากแรกของวัน รับ 10%',
      bankCode: null,
      createdAt: '2026-11-20T02:01:00.000Z',
    },
    {
      id: transactionId(DEMO_TURNOVER_PLAYER_ID, 1),
      type: 'deposit',
      amountSatang: DEPOSIT_SATANG,
      status: 'approved',
      description: depositDescription('SCB'),
      bankCode: 'SCB',
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  ];
}

/** Its balance: the deposit and the bonus. */
export const TURNOVER_BALANCE_SATANG = DEPOSIT_SATANG + BONUS_SATANG;

/** Its promotion as claimed: turnover 3 x (1,000 + 100) = 3,300 baht, 1,250 played. */
export const turnoverClaim = {
  promotionId: DEMO_TURNOVER_PROMOTION.PromotionID,
  depositTxId: transactionId(DEMO_TURNOVER_PLAYER_ID, 1),
  depositSatang: DEPOSIT_SATANG,
  bonusSatang: BONUS_SATANG,
  turnover: 3,
  doneSatang: 125_000,
  claimedAt: '2026-11-20T02:01:00.000Z',
} as const;
