import { describe, expect, it } from 'vitest';

import { discountAmount, normalizeDiscountCode, randomInteger } from './discount';

const low = () => 0;
const high = () => 0.9999;

describe('discountAmount', () => {
  it('BERRY50 draws a whole amount from 1 to min(total, 49)', () => {
    expect(discountAmount('BERRY50', 500, low)).toBe(1);
    expect(discountAmount('BERRY50', 500, high)).toBe(49);
    expect(discountAmount('BERRY50', 20, high)).toBe(20);
    expect(discountAmount('BERRY50', 20.75, high)).toBe(20);
    expect(discountAmount('BERRY50', 20, () => 0.5)).toBe(11);
  });

  it('UPTO200 draws a whole amount from 1 to min(total, 199)', () => {
    expect(discountAmount('UPTO200', 1000, low)).toBe(1);
    expect(discountAmount('UPTO200', 1000, high)).toBe(199);
    expect(discountAmount('UPTO200', 150, high)).toBe(150);
  });

  it('random codes stay within bounds for many draws', () => {
    for (let i = 0; i < 200; i += 1) {
      const berry = discountAmount('BERRY50', 30, Math.random);
      expect(Number.isInteger(berry) && berry >= 1 && berry <= 30).toBe(true);
      const upto = discountAmount('UPTO200', 250, Math.random);
      expect(Number.isInteger(upto) && upto >= 1 && upto <= 199).toBe(true);
    }
  });

  it('random codes take the whole total when it is under a dollar', () => {
    expect(discountAmount('BERRY50', 0.4, high)).toBe(0.4);
    expect(discountAmount('UPTO200', 0.99, low)).toBe(0.99);
  });

  it('FLAT05 takes min(total, 5)', () => {
    expect(discountAmount('FLAT05', 100)).toBe(5);
    expect(discountAmount('FLAT05', 3.2)).toBe(3.2);
  });

  it('SUB150 takes min(total, 150)', () => {
    expect(discountAmount('SUB150', 400)).toBe(150);
    expect(discountAmount('SUB150', 99.99)).toBe(99.99);
  });

  it('gives 0 unless the total is above 0', () => {
    for (const code of ['BERRY50', 'FLAT05', 'SUB150', 'UPTO200']) {
      expect(discountAmount(code, 0, high)).toBe(0);
      expect(discountAmount(code, -10, high)).toBe(0);
    }
  });

  it('gives 0 for an unknown code', () => {
    expect(discountAmount('FREE100', 100, high)).toBe(0);
    expect(discountAmount('', 100, high)).toBe(0);
  });

  it('accepts codes case-insensitively, ignoring surrounding spaces', () => {
    expect(discountAmount(' flat05 ', 100)).toBe(5);
    expect(discountAmount('Berry50', 100, low)).toBe(1);
    expect(normalizeDiscountCode('sub150')).toBe('SUB150');
    expect(normalizeDiscountCode('SUB 150')).toBeUndefined();
  });

  it('does not draw for fixed codes', () => {
    let draws = 0;
    discountAmount('FLAT05', 100, () => {
      draws += 1;
      return 0;
    });
    expect(draws).toBe(0);
  });
});

describe('randomInteger', () => {
  it('covers min to max inclusive and clamps a random of 1', () => {
    expect(randomInteger(1, 6, low)).toBe(1);
    expect(randomInteger(1, 6, high)).toBe(6);
    expect(randomInteger(1, 6, () => 1)).toBe(6);
  });
});
