import { describe, expect, it } from 'vitest';

import { addMoney, applyDiscountPercent, multiplyMoney, roundMoney, subtractMoney, toCents } from './money';

describe('money', () => {
  it('adds exactly to the cent', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(19.99, 5.01, 0.33)).toBe(25.33);
    expect(addMoney()).toBe(0);
  });

  it('subtracts exactly to the cent', () => {
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
    expect(subtractMoney(10, 12.5)).toBe(-2.5);
  });

  it('multiplies a price by a quantity exactly', () => {
    expect(multiplyMoney(19.99, 3)).toBe(59.97);
    expect(multiplyMoney(0.07, 100)).toBe(7);
  });

  it('rounds to the nearest cent', () => {
    expect(roundMoney(1.234)).toBe(1.23);
    expect(roundMoney(1.236)).toBe(1.24);
    expect(toCents(1.15)).toBe(115);
  });

  it('applies a percent discount to the cent', () => {
    expect(applyDiscountPercent(129.99, 25)).toBe(97.49);
    expect(applyDiscountPercent(100, 40)).toBe(60);
  });
});
