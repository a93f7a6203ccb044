import { describe, expect, it } from 'vitest';

import { sameInput } from './write';

describe('sameInput', () => {
  it('compares plain inputs as JSON', () => {
    expect(
      sameInput({ amountSatang: 100, bankCode: 'KBANK' }, { amountSatang: 100, bankCode: 'KBANK' }),
    ).toBe(true);
    expect(sameInput({ amountSatang: 100 }, { amountSatang: 200 })).toBe(false);
  });

  it('tells files apart, so another slip after a lost answer is a new action with a new key', () => {
    const slip = (name: string, bytes: number) =>
      new File([new Uint8Array(bytes)], name, { type: 'image/png', lastModified: 1_763_600_000_000 });
    const first = { amountSatang: 100_000, bankCode: 'PROMPTPAY', slip: slip('a.png', 10) };
    expect(sameInput(first, { ...first, slip: slip('a.png', 10) })).toBe(true);
    expect(sameInput(first, { ...first, slip: slip('b.png', 10) })).toBe(false);
    expect(sameInput(first, { ...first, slip: slip('a.png', 11) })).toBe(false);
    expect(sameInput(first, { ...first, slip: null })).toBe(false);
  });
});
