/**
 * The promotions of the site as the back office manages them (docs/player-api.md, 7): the fixtures
 * of data/player-promotions.ts, then created, edited and switched on or off by an admin; never
 * deleted. Kept in `mockStorage()` under 'mock:promotionadmin' once one changes. Players see the
 * active ones only (`GET /promotion`, available promotions, claims).
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import type { PromotionWire } from '@pp/features/wire';

import { promotions as fixturePromotions } from '../data/player-promotions';
import { mockStorage, readJson, writeJson } from '../lib/persist';

export const PROMOTIONS_ADMIN_KEY = `${BROWSER_BACKEND_PREFIX}promotionadmin`;

/** A promotion with the back office's fields. */
export type ManagedPromotion = PromotionWire & { active: boolean; createdAt: string };

/** When the fixture promotions were created. */
const SEEDED_AT = '2026-08-01T03:00:00.000Z';

const isManaged = (value: unknown): value is ManagedPromotion => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.active === 'boolean' &&
    typeof v.createdAt === 'string' &&
    typeof v.bonusPercent === 'number' &&
    typeof v.maxBonus === 'number' &&
    typeof v.minDeposit === 'number' &&
    typeof v.turnover === 'number'
  );
};
const isManagedList = (value: unknown): value is ManagedPromotion[] =>
  Array.isArray(value) && value.every(isManaged);

/** Every promotion, disabled ones too, in creation order. */
export function allPromotions(): ManagedPromotion[] {
  return readJson(
    PROMOTIONS_ADMIN_KEY,
    () => fixturePromotions.map((promo) => ({ ...promo, active: true, createdAt: SEEDED_AT })),
    isManagedList,
  );
}

/** The promotions players see: the active ones, as the player API sends them. */
export function activePromotions(): PromotionWire[] {
  return allPromotions()
    .filter((promo) => promo.active)
    .map(({ active: _active, createdAt: _createdAt, ...promo }) => promo);
}

/** Writes the whole list. */
export function savePromotions(list: ManagedPromotion[]): void {
  writeJson(PROMOTIONS_ADMIN_KEY, list);
}

/** The next free id of a created promotion: PRO-1, PRO-2, ... */
export function nextPromotionId(list: readonly ManagedPromotion[]): string {
  const taken = new Set(list.map((promo) => promo.id));
  let n = list.length + 1 - fixturePromotions.length;
  while (taken.has(`PRO-${n}`) || n < 1) n += 1;
  return `PRO-${n}`;
}

/** Back to the fixtures (tests, "Reset demo data"). */
export function resetPromotionAdmin(): void {
  mockStorage().removeItem(PROMOTIONS_ADMIN_KEY);
}
