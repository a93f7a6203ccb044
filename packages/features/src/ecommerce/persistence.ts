/**
 * How the checkout is kept in local storage: under a product-specific key, and validated when it
 * is read back. Anything unreadable, of the wrong shape, or whose amounts do not add up is
 * dropped for a fresh checkout rather than trusted.
 */
import type { atomWithStorage } from 'jotai/utils';

import { cartSubtotal } from './rules/cart';
import { isCheckoutState } from './rules/guards';
import { addMoney, subtractMoney } from './rules/money';
import { FAST_SHIPPING_COST, FREE_SHIPPING_COST } from './rules/shipping';
import type { CheckoutState } from './types';

/** Local storage key of the checkout (prefixed with the product's name). */
export const CHECKOUT_STORAGE_KEY = 'player-portal-checkout';

/** Steps of the checkout: cart, billing address, payment, complete. */
export const CHECKOUT_STEPS = 4;

/**
 * True when the amounts of a checkout agree with its lines and with each other: subtotal is the
 * sum of the lines, total is subtotal - discount + shipping, shipping is free or fast (and matches
 * the payment type), the discount is not negative, and the step is one of the checkout's.
 */
export function isCoherentCheckout(state: CheckoutState): boolean {
  const shippingOk = state.shipping === FREE_SHIPPING_COST || state.shipping === FAST_SHIPPING_COST;
  const typeOk = (state.payment.type === 'fast') === (state.shipping === FAST_SHIPPING_COST);
  const beforeDiscount = addMoney(state.subtotal, state.shipping);
  return (
    state.step < CHECKOUT_STEPS &&
    shippingOk &&
    typeOk &&
    state.subtotal === cartSubtotal(state.products) &&
    state.discount >= 0 &&
    state.total === subtractMoney(beforeDiscount, state.discount)
  );
}

/** The checkout stored as `raw` (a JSON string), or undefined when it cannot be trusted. */
export function parseStoredCheckout(raw: string | null): CheckoutState | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isCheckoutState(value) && isCoherentCheckout(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The synchronous storage `atomWithStorage` takes (its last overload). */
export type ValidatedStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>;

/**
 * Local storage for `atomWithStorage` that only hands back what `parse` accepts (also for changes
 * made in another tab), and stays silent when storage is unavailable (private mode, quota), so the
 * value then lasts as long as the page.
 */
export function createValidatedStorage<Value>(
  parse: (raw: string | null) => Value | undefined,
  getStorage: () => Storage | undefined = browserStorage,
): ValidatedStorage<Value> {
  return {
    getItem: (key, initialValue) => {
      try {
        return parse(getStorage()?.getItem(key) ?? null) ?? initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem: (key, value) => {
      try {
        getStorage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or unavailable: keep the value in memory only.
      }
    },
    removeItem: (key) => {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Nothing to remove from an unavailable storage.
      }
    },
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || event.storageArea !== getStorage()) return;
        callback(parse(event.newValue) ?? initialValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** Storage of the checkout: validated with `parseStoredCheckout`. */
export function createCheckoutStorage(
  getStorage: () => Storage | undefined = browserStorage,
): ValidatedStorage<CheckoutState> {
  return createValidatedStorage(parseStoredCheckout, getStorage);
}

/** Local storage key of the discount code applied to the checkout. */
export const DISCOUNT_CODE_STORAGE_KEY = 'player-portal-checkout-code';

/** A stored discount code: a JSON string of at most 40 characters. */
export function parseStoredCode(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value.length <= 40 ? value : undefined;
  } catch {
    return undefined;
  }
}
