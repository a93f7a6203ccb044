import { describe, expect, it } from 'vitest';

import { createCheckoutState } from './checkout';
import { parsePriceRange } from './products';
import {
  clampQuantity,
  defaultSize,
  hashText,
  ONE_SIZE,
  orderNumber,
  PRICE_RANGES,
  productSizes,
  QUANTITY,
} from './shop';
import { makeAddress, makeLine, makeProduct } from './testing';

describe('shop rules', () => {
  it('gives clothing letter sizes, kids clothing age sizes, everything else one size', () => {
    expect(productSizes(makeProduct({ categories: ['fashion'], gender: 'female' }))).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    expect(productSizes(makeProduct({ categories: ['fashion'], gender: 'kids' }))[0]).toBe('2-3Y');
    expect(productSizes(makeProduct({ categories: ['kitchen'] }))).toEqual([ONE_SIZE]);
    expect(defaultSize(makeProduct({ categories: ['fashion'], gender: 'male' }))).toBe('M');
    expect(defaultSize(makeProduct({ categories: ['books'] }))).toBe(ONE_SIZE);
  });

  it('clamps quantities into whole numbers within the bounds', () => {
    expect(clampQuantity(0)).toBe(QUANTITY.min);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(99)).toBe(QUANTITY.max);
    expect(clampQuantity(Number.NaN)).toBe(QUANTITY.min);
  });

  it('offers only price ranges the API accepts', () => {
    for (const range of PRICE_RANGES) expect(parsePriceRange(range.value)).not.toBeUndefined();
  });

  it('numbers orders stably from the order and the moment', () => {
    const checkout = { ...createCheckoutState(), products: [makeLine()], total: 20, billing: makeAddress() };
    const now = new Date('2026-11-21T10:00:00.000Z');
    const number = orderNumber(checkout, now);
    expect(number).toMatch(/^PP-261121-[0-9A-Z]{6}$/);
    expect(orderNumber(checkout, now)).toBe(number);
    expect(orderNumber(checkout, new Date('2026-11-21T10:00:01.000Z'))).not.toBe(number);
    expect(orderNumber({ ...checkout, total: 21 }, now)).not.toBe(number);
    expect(hashText('a')).not.toBe(hashText('b'));
  });
});
