/**
 * Promotions and the friend-invitation summary of the mock player API.
 * The demo player has received one promotion (docs/player-api.md, 4.4): the `PromotionID` of the
 * demo account in accounts.ts, which is also the first promotion here.
 */
import { DEMO_PLAYER_ID, DEMO_PLAYER_PROMOTION } from './accounts';
import { pathTo } from '@pp/features/paths';
import type { InviteSummaryWire as InviteSummary, PromotionWire as Promotion } from '@pp/features/wire';

/**
 * A promotion's card art: a path on the app's site, one small SVG per promotion in the mock's static
 * files (public/images/promotions/<name>.svg; mock mode only, like the games' art).
 */
export function promotionArt(name: string): string {
  return `/images/promotions/${name}.svg`;
}

/** All promotions of the site. */
export const promotions: readonly Promotion[] = [
  {
    id: DEMO_PLAYER_PROMOTION.PromotionID,
    title: 'สมาชิกใหม่รับโบนัส 100%',
    detail: 'ฝากครั้งแรกขั้นต่ำ 100 บาท รับโบนัส 100% สูงสุด 500 บาท ทำเทิร์น 10 เท่าก่อนถอน',
    bonusPercent: 100,
    maxBonus: 500,
    minDeposit: 100,
    turnover: 10,
    imageUrl: promotionArt('welcome-100'),
  },
  {
    id: 'PRO-DAILY-10',
    title: 'ฝากแรกของวัน รับ 10%',
    detail: 'ฝากครั้งแรกของวันขั้นต่ำ 300 บาท รับโบนัส 10% สูงสุด 1,000 บาท ทำเทิร์น 3 เท่า',
    bonusPercent: 10,
    maxBonus: 1000,
    minDeposit: 300,
    turnover: 3,
    imageUrl: promotionArt('daily-10'),
  },
  {
    id: 'PRO-WEEKEND-20',
    title: 'โปรสุดสัปดาห์ รับ 20%',
    detail: 'ฝากวันเสาร์หรืออาทิตย์ขั้นต่ำ 500 บาท รับโบนัส 20% สูงสุด 2,000 บาท ทำเทิร์น 5 เท่า',
    bonusPercent: 20,
    maxBonus: 2000,
    minDeposit: 500,
    turnover: 5,
    imageUrl: promotionArt('weekend-20'),
  },
  {
    id: 'PRO-SLOT-100',
    title: 'สล็อตทุนน้อย ฝาก 100 รับ 200',
    detail: 'ฝาก 100 บาท รับโบนัสเพิ่ม 100 บาท เฉพาะเกมสล็อต ทำเทิร์น 15 เท่า',
    bonusPercent: 100,
    maxBonus: 100,
    minDeposit: 100,
    turnover: 15,
    imageUrl: promotionArt('slot-100'),
  },
  {
    id: 'PRO-NO-BONUS',
    title: 'ไม่รับโบนัส ถอนได้ทันที',
    detail: 'เล่นด้วยยอดฝากของคุณเอง ไม่มีเงื่อนไขทำเทิร์น',
    bonusPercent: 0,
    maxBonus: 0,
    minDeposit: 100,
    turnover: 0,
    imageUrl: promotionArt('no-bonus'),
  },
];

/** The promotion the demo player has already received (its bonus is in the demo history). */
export const DEMO_RECEIVED_PROMOTION_ID: string = DEMO_PLAYER_PROMOTION.PromotionID;

/** Promotions a player may still claim: all of them, minus the one the demo player received. */
export function availablePromotionsFor(playerId: string): Promotion[] {
  return promotions.filter((promo) => playerId !== DEMO_PLAYER_ID || promo.id !== DEMO_RECEIVED_PROMOTION_ID);
}

/** An invite summary with every figure at zero (a new player, or the `empty` scenario). */
export function blankInviteSummary(playerId: string): InviteSummary {
  return {
    playerId,
    inviteCode: playerId,
    inviteLink: pathTo.invite(playerId),
    invitedTotal: 0,
    invitedActive: 0,
    invitedThisMonth: 0,
    totalCommission: 0,
    pendingCommission: 0,
  };
}

/** Invite summary: figures for the demo player, zeros for everyone else. */
export function inviteSummaryFor(playerId: string): InviteSummary {
  const blank = blankInviteSummary(playerId);
  if (playerId !== DEMO_PLAYER_ID) return blank;
  return {
    ...blank,
    invitedTotal: 12,
    invitedActive: 7,
    invitedThisMonth: 3,
    totalCommission: 845.5,
    pendingCommission: 120.25,
  };
}
