import { describe, expect, it } from 'vitest';

import type { CheckoutState } from '../types';
import { checkoutReducer, createCheckoutState, initialCheckoutState, type CheckoutAction } from './checkout';
import { makeAddress, makeLine } from './testing';

const run = (actions: CheckoutAction[], from: CheckoutState = initialCheckoutState) =>
  actions.reduce(checkoutReducer, from);
const line = makeLine({ itemId: 'a', offerPrice: 19.99, quantity: 1 });

describe('initial checkout', () => {
  it('is step 0, empty, zero amounts, no billing, free shipping paid cash on delivery', () => {
    expect(initialCheckoutState).toEqual({
      step: 0,
      products: [],
      subtotal: 0,
      total: 0,
      discount: 0,
      shipping: 0,
      billing: null,
      payment: { type: 'free', method: 'cod', card: '' },
    });
  });
});

describe('steps', () => {
  it('sets, goes next and back', () => {
    expect(run([{ type: 'setStep', step: 2 }]).step).toBe(2);
    expect(run([{ type: 'nextStep' }, { type: 'nextStep' }, { type: 'backStep' }]).step).toBe(1);
  });

  it('never goes below 0', () => {
    expect(run([{ type: 'backStep' }]).step).toBe(0);
    expect(run([{ type: 'setStep', step: -3 }]).step).toBe(0);
  });
});

describe('cart transitions', () => {
  it('adding adds the line subtotal to subtotal and total', () => {
    const state = run([
      { type: 'addProduct', products: [line], subtotal: 19.99 },
      { type: 'addProduct', products: [line, line], subtotal: 0.02 },
    ]);
    expect(state.products).toHaveLength(2);
    expect(state.subtotal).toBe(20.01);
    expect(state.total).toBe(20.01);
  });

  it('removing subtracts it', () => {
    const state = run([
      { type: 'addProduct', products: [line], subtotal: 30.1 },
      { type: 'removeProduct', products: [], subtotal: 10.2 },
    ]);
    expect(state.products).toEqual([]);
    expect(state.subtotal).toBe(19.9);
    expect(state.total).toBe(19.9);
  });

  it('updating replaces the old line subtotal with the new one', () => {
    const state = run([
      { type: 'addProduct', products: [line], subtotal: 19.99 },
      { type: 'setShipping', shipping: 5, newShipping: 5, paymentType: 'fast' },
      { type: 'updateProduct', products: [{ ...line, quantity: 3 }], oldSubTotal: 19.99, subtotal: 59.97 },
    ]);
    expect(state.products[0]?.quantity).toBe(3);
    expect(state.subtotal).toBe(59.97);
    expect(state.total).toBe(64.97);
  });
});

describe('discount', () => {
  it('subtracts the amount from the total', () => {
    const state = run([
      { type: 'addProduct', products: [line], subtotal: 100 },
      { type: 'setDiscount', amount: 5 },
    ]);
    expect(state.discount).toBe(5);
    expect(state.total).toBe(95);
    expect(state.subtotal).toBe(100);
  });

  it('first restores the previous discount, then subtracts the new one', () => {
    const state = run([
      { type: 'addProduct', products: [line], subtotal: 100 },
      { type: 'setDiscount', amount: 5 },
      { type: 'setDiscount', amount: 49 },
    ]);
    expect(state.discount).toBe(49);
    expect(state.total).toBe(51);
    expect(run([{ type: 'setDiscount', amount: 0 }], state).total).toBe(100);
  });
});

describe('shipping and payment', () => {
  it('adds the change to the total, sets shipping and the payment type', () => {
    const fast = run([
      { type: 'addProduct', products: [line], subtotal: 10 },
      { type: 'setShipping', shipping: 5, newShipping: 5, paymentType: 'fast' },
    ]);
    expect(fast).toMatchObject({ shipping: 5, total: 15, subtotal: 10 });
    expect(fast.payment.type).toBe('fast');
    const free = run([{ type: 'setShipping', shipping: 0, newShipping: -5, paymentType: 'free' }], fast);
    expect(free).toMatchObject({ shipping: 0, total: 10 });
    expect(free.payment.type).toBe('free');
  });

  it('sets the payment method and the card separately', () => {
    const state = run([
      { type: 'setPaymentMethod', method: 'card' },
      { type: 'setPaymentCard', card: 'visa-4242' },
    ]);
    expect(state.payment).toEqual({ type: 'free', method: 'card', card: 'visa-4242' });
  });
});

describe('billing and reset', () => {
  it('sets and clears the billing address', () => {
    const billing = makeAddress();
    expect(run([{ type: 'setBillingAddress', billing }]).billing).toEqual(billing);
    expect(
      run([
        { type: 'setBillingAddress', billing },
        { type: 'setBillingAddress', billing: null },
      ]).billing,
    ).toBeNull();
  });

  it('reset restores a fresh initial checkout', () => {
    const busy = run([
      { type: 'addProduct', products: [line], subtotal: 19.99 },
      { type: 'nextStep' },
      { type: 'setPaymentMethod', method: 'card' },
    ]);
    const reset = checkoutReducer(busy, { type: 'reset' });
    expect(reset).toEqual(createCheckoutState());
    expect(reset.products).not.toBe(initialCheckoutState.products);
  });

  it('never changes the state it was given', () => {
    const before = structuredClone(initialCheckoutState);
    run([
      { type: 'addProduct', products: [line], subtotal: 1 },
      { type: 'setPaymentCard', card: 'x' },
    ]);
    expect(initialCheckoutState).toEqual(before);
  });
});
