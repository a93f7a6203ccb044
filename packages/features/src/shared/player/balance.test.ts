import { describe, expect, it } from 'vitest';

import { readBalance } from './balance';

describe('readBalance', () => {
  it('prefers exact satang, falls back to baht', () => {
    expect(readBalance({ balance: 1250.5, balanceSatang: 125050, held: 300 })).toEqual({
      satang: 125050,
      heldSatang: 30000,
    });
    expect(readBalance({ balance: 19.99 })).toEqual({ satang: 1999, heldSatang: 0 });
  });

  it('refuses a body without a balance', () => {
    expect(() => readBalance({})).toThrow();
    expect(() => readBalance(null)).toThrow();
    expect(() => readBalance({ balance: 'lots' })).toThrow();
  });
});
