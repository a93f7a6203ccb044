import { describe, expect, it } from 'vitest';

import { shippingCharge } from './shipping';

describe('shippingCharge', () => {
  it('free when shipping is above 0 gives a change of -5 and shipping 0', () => {
    expect(shippingCharge('free', 5)).toEqual({ shipping: 0, newShipping: -5, type: 'free' });
  });

  it('free when shipping is already 0 changes nothing', () => {
    expect(shippingCharge('free', 0)).toEqual({ shipping: 0, newShipping: 0, type: 'free' });
  });

  it('fast gives +5 and sets shipping to 5', () => {
    expect(shippingCharge('fast', 0)).toEqual({ shipping: 5, newShipping: 5, type: 'fast' });
  });

  it('fast gives +5 even when fast was already chosen (as the contract says)', () => {
    expect(shippingCharge('fast', 5)).toEqual({ shipping: 5, newShipping: 5, type: 'fast' });
  });
});
