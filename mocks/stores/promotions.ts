/**
 * Promotions a player has received, and the rules of a claim (docs/player-api.md, 5.4; decisions
 * section 9): kept per player in `mockStorage()` under 'mock:promotions:<id>', newest first. The
 * latest claim is the player's current promotion: `active` while its turnover is not met.
 * Money is integer satang; the turnover played comes from the server (game play is outside the app).
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import type { PromotionClaimWire, PromotionWire } from '@pp/features/wire';

import { DEMO_PLAYER_ID, DEMO_PLAYER_PROMOTION, DEMO_TURNOVER_PLAYER_ID } from '../data/accounts';
import { demoHistory } from '../data/player-history';
import { seedPlayerById } from '../data/admin-seed';
import { activePromotions, allPromotions } from './promotion-admin';
import { turnoverClaim } from '../data/turnover-player';
import { formatBahtPlain, satangToBaht, SATANG_PER_BAHT } from '../lib/money';
import { mockStorage, readJson, readJsonStrict, writeJson } from '../lib/persist';
import type { WalletState } from './wallet-rules';

/** One received promotion, as stored. */
export interface Claim {
  promotionId: string;
  title: string;
  /** The approved deposit it was claimed with (never used for another promotion). */
  depositTxId: string;
  depositSatang: number;
  bonusSatang: number;
  turnover: number;
  doneSatang: number;
  claimedAt: string;
}

/** Why a claim was refused: the status, the `code` and the Thai `message` of the answer. */
export interface ClaimRefusal {
  status: 400 | 404 | 409;
  code: string;
  message: string;
}

/** The Thai messages of a claim (decisions section 9 for the two rules of a claim). */
export const promotionMessages = {
  required: 'กรุณาเลือกโปรโมชั่น',
  notFound: 'ไม่พบโปรโมชั่นนี้',
  received: 'คุณรับโปรโมชั่นนี้แล้ว',
  active: 'คุณมีโปรโมชั่นที่ใช้งานอยู่แล้ว',
  noDeposit: 'ยอดฝากไม่ถึงขั้นต่ำของโปรโมชั่นนี้',
  turnover: (remainingSatang: number) => `ต้องทำเทิร์นอีก ${formatBahtPlain(remainingSatang)} บาท จึงจะถอนได้`,
} as const;

/** A deposit counts for a claim for this long after it was made. */
export const QUALIFYING_WINDOW_MS = 24 * 60 * 60 * 1000;

const KEY_PREFIX = `${BROWSER_BACKEND_PREFIX}promotions:`;
const INDEX_KEY = `${BROWSER_BACKEND_PREFIX}promotions:index`;
const keyOf = (playerId: string) => `${KEY_PREFIX}${playerId}`;

const isClaim = (value: unknown): value is Claim => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.promotionId === 'string' &&
    typeof v.title === 'string' &&
    typeof v.depositTxId === 'string' &&
    Number.isSafeInteger(v.depositSatang) &&
    Number.isSafeInteger(v.bonusSatang) &&
    typeof v.turnover === 'number' &&
    Number.isSafeInteger(v.doneSatang) &&
    typeof v.claimedAt === 'string'
  );
};
const isClaimList = (value: unknown): value is Claim[] => Array.isArray(value) && value.every(isClaim);
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const titleOf = (promotionId: string) =>
  allPromotions().find((promo) => promo.id === promotionId)?.title ?? '';

/** The demo player's welcome promotion: claimed with the first deposit, its turnover played. */
function demoClaim(): Claim {
  const oldest = demoHistory().slice(-2);
  const [bonus, deposit] = oldest;
  const promotion = allPromotions().find((promo) => promo.id === DEMO_PLAYER_PROMOTION.PromotionID);
  const depositSatang = deposit?.amountSatang ?? 0;
  const bonusSatang = bonus?.amountSatang ?? 0;
  const turnover = promotion?.turnover ?? 0;
  return {
    promotionId: DEMO_PLAYER_PROMOTION.PromotionID,
    title: promotion?.title ?? '',
    depositTxId: deposit?.id ?? '',
    depositSatang,
    bonusSatang,
    turnover,
    doneSatang: (depositSatang + bonusSatang) * turnover,
    claimedAt: bonus?.createdAt ?? '',
  };
}

/** What a player has received before anything is stored. */
export function initialClaims(playerId: string): Claim[] {
  if (playerId === DEMO_PLAYER_ID) return [demoClaim()];
  if (playerId === DEMO_TURNOVER_PLAYER_ID) {
    return [{ ...turnoverClaim, title: titleOf(turnoverClaim.promotionId) }];
  }
  return structuredClone(seedPlayerById(playerId)?.claims ?? []);
}

/** The ids of every player with stored claims. */
export function storedClaimIds(): string[] {
  return readJson(INDEX_KEY, () => [], isIdList);
}

/** A player's received promotions, newest first (a stored value that cannot be read is a StorageFailure). */
export function getClaims(playerId: string): Claim[] {
  return readJsonStrict(keyOf(playerId), isClaimList) ?? initialClaims(playerId);
}

function saveClaims(playerId: string, claims: Claim[]): void {
  const ids = readJson(INDEX_KEY, () => [], isIdList);
  if (!ids.includes(playerId)) writeJson(INDEX_KEY, [...ids, playerId]);
  writeJson(keyOf(playerId), claims);
}

/** Forgets every stored claim: each player is back to the initial state. */
export function resetPromotions(): void {
  const store = mockStorage();
  for (const id of readJson(INDEX_KEY, () => [], isIdList)) store.removeItem(keyOf(id));
  store.removeItem(INDEX_KEY);
}

/** Turnover target, (deposit + bonus) x turnover, in satang. */
export const targetOf = (claim: Claim): number =>
  Math.round((claim.depositSatang + claim.bonusSatang) * claim.turnover);

/** Turnover still to play, in satang (0 once met). */
export const remainingOf = (claim: Claim): number => Math.max(0, targetOf(claim) - claim.doneSatang);

/** A claim as it goes over the wire (baht). */
export function toClaimWire(claim: Claim): PromotionClaimWire {
  const target = targetOf(claim);
  return {
    promotionId: claim.promotionId,
    title: claim.title,
    status: remainingOf(claim) > 0 ? 'active' : 'completed',
    deposit: satangToBaht(claim.depositSatang),
    bonus: satangToBaht(claim.bonusSatang),
    turnover: claim.turnover,
    turnoverTarget: satangToBaht(target),
    turnoverDone: satangToBaht(Math.min(claim.doneSatang, target)),
    turnoverRemaining: satangToBaht(remainingOf(claim)),
    claimedAt: claim.claimedAt,
  };
}

/** The player's current promotion (the latest claim), or null. */
export function currentClaim(playerId: string): Claim | null {
  return getClaims(playerId)[0] ?? null;
}

/** Satang of turnover still to play before a withdrawal (0: none active). */
export function turnoverToPlay(playerId: string): number {
  const current = currentClaim(playerId);
  return current ? remainingOf(current) : 0;
}

/** The promotions a player may still claim: the active ones not received yet. */
export function availableFor(playerId: string): PromotionWire[] {
  const received = new Set(getClaims(playerId).map((claim) => claim.promotionId));
  return activePromotions().filter((promo) => !received.has(promo.id));
}

/** Bonus of a deposit: min(deposit x percent / 100, cap), in whole satang. */
export function bonusOf(promotion: PromotionWire, depositSatang: number): number {
  const capSatang = Math.round(promotion.maxBonus * SATANG_PER_BAHT);
  return Math.min(Math.floor((depositSatang * promotion.bonusPercent) / 100), capSatang);
}

/**
 * Checks a claim against the wallet at `now`: the promotion exists and is not received yet, no other
 * promotion is active, and an approved deposit of at least its minimum in the last 24 hours is not
 * used for another promotion (the latest such deposit is taken). Returns the claim to store.
 */
export function checkClaim(
  wallet: WalletState,
  promotionId: string,
  now: Date,
): { ok: true; claim: Claim; promotion: PromotionWire } | ({ ok: false } & ClaimRefusal) {
  // A promotion the back office disabled cannot be claimed: it is not found.
  const promotion = activePromotions().find((promo) => promo.id === promotionId);
  if (!promotion)
    return { ok: false, status: 404, code: 'promotion.notFound', message: promotionMessages.notFound };
  const claims = getClaims(wallet.playerId);
  if (claims.some((claim) => claim.promotionId === promotionId)) {
    return { ok: false, status: 409, code: 'promotion.received', message: promotionMessages.received };
  }
  const current = claims[0];
  if (current && remainingOf(current) > 0) {
    return { ok: false, status: 409, code: 'promotion.active', message: promotionMessages.active };
  }
  const used = new Set(claims.map((claim) => claim.depositTxId));
  const minSatang = Math.round(promotion.minDeposit * SATANG_PER_BAHT);
  const deposit = wallet.history.find((tx) => {
    const age = now.getTime() - Date.parse(tx.createdAt);
    return (
      tx.type === 'deposit' &&
      tx.status === 'approved' &&
      tx.amountSatang >= minSatang &&
      age >= 0 &&
      age <= QUALIFYING_WINDOW_MS &&
      !used.has(tx.id)
    );
  });
  if (!deposit)
    return { ok: false, status: 409, code: 'promotion.noDeposit', message: promotionMessages.noDeposit };
  const claim: Claim = {
    promotionId,
    title: promotion.title,
    depositTxId: deposit.id,
    depositSatang: deposit.amountSatang,
    bonusSatang: bonusOf(promotion, deposit.amountSatang),
    turnover: promotion.turnover,
    doneSatang: 0,
    claimedAt: now.toISOString(),
  };
  return { ok: true, claim, promotion };
}

/** Stores a checked claim as the player's current promotion. */
export function recordClaim(playerId: string, claim: Claim): void {
  saveClaims(playerId, [claim, ...getClaims(playerId)]);
}
