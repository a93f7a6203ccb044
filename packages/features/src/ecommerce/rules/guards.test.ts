import { describe, expect, it } from 'vitest';

import { createCheckoutState } from './checkout';
import {
  isAddress,
  isAddressInput,
  isCartItem,
  isCartItemInput,
  isCheckoutState,
  isPaymentMethod,
  isPositiveInteger,
  isProduct,
  isShippingCharge,
} from './guards';
import { makeAddress, makeAddressInput, makeLine, makeLineInput, makeProduct } from './testing';

describe('guards', () => {
  it('accepts a product and rejects broken ones', () => {
    expect(isProduct(makeProduct())).toBe(true);
    expect(isProduct({ ...makeProduct(), offerPrice: '20' })).toBe(false);
    expect(isProduct({ ...makeProduct(), gender: 'robot' })).toBe(false);
    expect(isProduct({ ...makeProduct(), colors: ['mauve'] })).toBe(false);
    expect(isProduct({ ...makeProduct(), offerPrice: -1 })).toBe(false);
    expect(isProduct(null)).toBe(false);
  });

  it('checks cart lines: quantity a whole number of at least 1, a known colour, a size', () => {
    expect(isCartItemInput(makeLineInput())).toBe(true);
    expect(isCartItemInput(makeLineInput({ quantity: 0 }))).toBe(false);
    expect(isCartItemInput(makeLineInput({ quantity: 1.5 }))).toBe(false);
    expect(isCartItemInput({ ...makeLineInput(), size: undefined })).toBe(false);
    expect(isCartItem(makeLine())).toBe(true);
    expect(isCartItem(makeLineInput())).toBe(false);
  });

  it('checks addresses with and without id', () => {
    const address = makeAddress();
    const input = makeAddressInput();
    expect(isAddress(address)).toBe(true);
    expect(isAddressInput(input)).toBe(true);
    expect(isAddress(input)).toBe(false);
    expect(isAddressInput({ ...input, destination: 'moon' })).toBe(false);
    expect(isAddressInput({ ...input, isDefault: 'yes' })).toBe(false);
  });

  it('checks the checkout read back from storage', () => {
    expect(isCheckoutState(createCheckoutState())).toBe(true);
    expect(
      isCheckoutState({ ...createCheckoutState(), products: [makeLine()], billing: makeAddress() }),
    ).toBe(true);
    expect(isCheckoutState({ ...createCheckoutState(), step: -1 })).toBe(false);
    expect(
      isCheckoutState({ ...createCheckoutState(), payment: { type: 'slow', method: 'cod', card: '' } }),
    ).toBe(false);
    expect(isCheckoutState('{}')).toBe(false);
  });

  it('checks the small literals', () => {
    expect([isShippingCharge('fast'), isShippingCharge('slow')]).toEqual([true, false]);
    expect([isPaymentMethod('card'), isPaymentMethod('cash')]).toEqual([true, false]);
    expect([isPositiveInteger(3), isPositiveInteger(0), isPositiveInteger('3')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
