import { roundMoney } from './money';

/** A number in [0, 1), like `Math.random`. Injected so tests and stories can fix it. */
export type RandomSource = () => number;

/** The discount codes (docs/demo-api.md, "Cart and checkout"). */
export const DISCOUNT_CODES = ['BERRY50', 'FLAT05', 'SUB150', 'UPTO200'] as const;

/** One of the known discount codes. */
export type DiscountCode = (typeof DISCOUNT_CODES)[number];

/**
 * Codes are accepted case-insensitively and with surrounding spaces ignored: ' berry50 ' is
 * BERRY50. Returns the canonical code, or undefined for an unknown one.
 */
export function normalizeDiscountCode(code: string): DiscountCode | undefined {
  const upper = code.trim().toUpperCase();
  return DISCOUNT_CODES.find((known) => known === upper);
}

/** A whole number from `min` to `max` inclusive, drawn with `random`. */
export function randomInteger(min: number, max: number, random: RandomSource): number {
  const value = min + Math.floor(random() * (max - min + 1));
  return Math.min(max, Math.max(min, value));
}

/**
 * Random whole dollars from 1 to min(total, cap). When the total is under $1 there is no whole
 * dollar to draw, so the whole total is taken off.
 */
function randomUpTo(total: number, cap: number, random: RandomSource): number {
  const upper = Math.floor(Math.min(total, cap));
  return upper < 1 ? roundMoney(total) : randomInteger(1, upper, random);
}

/**
 * The amount a code takes off `total` (docs/demo-api.md, "Cart and checkout"):
 * - BERRY50: random whole amount 1 to min(total, 49);
 * - FLAT05: min(total, 5);
 * - SUB150: min(total, 150);
 * - UPTO200: random whole amount 1 to min(total, 199).
 * Only when total is above 0; an unknown code gives 0. Never more than the total.
 * Pass the total before any discount (checkout total + current discount), since the checkout
 * restores the previous discount before applying the new one.
 */
export function discountAmount(code: string, total: number, random: RandomSource = Math.random): number {
  const known = normalizeDiscountCode(code);
  if (known === undefined || !(total > 0)) return 0;
  switch (known) {
    case 'BERRY50':
      return randomUpTo(total, 49, random);
    case 'FLAT05':
      return roundMoney(Math.min(total, 5));
    case 'SUB150':
      return roundMoney(Math.min(total, 150));
    case 'UPTO200':
      return randomUpTo(total, 199, random);
  }
}
