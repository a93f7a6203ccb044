import { describe, expect, it, vi } from 'vitest';

import { createCheckoutStorage, isCoherentCheckout, parseStoredCheckout } from './persistence';
import { checkoutReducer, createCheckoutState } from './rules/checkout';
import { makeAddress, makeLine } from './rules/testing';
import type { CheckoutState } from './types';

function filledCheckout(): CheckoutState {
  const line = makeLine({ offerPrice: 19.99, quantity: 2 });
  let state = checkoutReducer(createCheckoutState(), {
    type: 'addProduct',
    products: [line],
    subtotal: 39.98,
  });
  state = checkoutReducer(state, { type: 'setDiscount', amount: 5 });
  state = checkoutReducer(state, { type: 'setShipping', shipping: 5, newShipping: 5, paymentType: 'fast' });
  return checkoutReducer(state, { type: 'setBillingAddress', billing: makeAddress() });
}

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('checkout persistence', () => {
  it('reads back what the reducer produced', () => {
    const state = filledCheckout();
    expect(isCoherentCheckout(state)).toBe(true);
    expect(parseStoredCheckout(JSON.stringify(state))).toEqual(state);
  });

  it('drops unreadable, wrongly shaped and inconsistent values', () => {
    const state = filledCheckout();
    expect(parseStoredCheckout(null)).toBeUndefined();
    expect(parseStoredCheckout('{not json')).toBeUndefined();
    expect(parseStoredCheckout(JSON.stringify({ step: 0 }))).toBeUndefined();
    expect(parseStoredCheckout(JSON.stringify({ ...state, subtotal: 1 }))).toBeUndefined();
    expect(parseStoredCheckout(JSON.stringify({ ...state, total: 0 }))).toBeUndefined();
    expect(parseStoredCheckout(JSON.stringify({ ...state, shipping: 7, total: 41.98 }))).toBeUndefined();
    expect(parseStoredCheckout(JSON.stringify({ ...state, step: 9 }))).toBeUndefined();
    expect(
      parseStoredCheckout(JSON.stringify({ ...state, payment: { ...state.payment, type: 'free' } })),
    ).toBeUndefined();
  });

  it('falls back to the initial value and survives a storage that throws', () => {
    const storage = memoryStorage({ key: '"garbage"' });
    const checkoutStorage = createCheckoutStorage(() => storage);
    const initial = createCheckoutState();
    expect(checkoutStorage.getItem('key', initial)).toBe(initial);
    const state = filledCheckout();
    checkoutStorage.setItem('key', state);
    expect(checkoutStorage.getItem('key', initial)).toEqual(state);
    checkoutStorage.removeItem('key');
    expect(storage.getItem('key')).toBeNull();

    const broken = memoryStorage();
    broken.setItem = vi.fn(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => createCheckoutStorage(() => broken).setItem('key', state)).not.toThrow();
  });
});
