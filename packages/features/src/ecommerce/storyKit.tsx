/**
 * Helpers of the shop's stories (not part of the public surface, no mock imports): decorators and
 * builders of checkout states through the same rules the app uses.
 */
import type { Decorator } from '@storybook/react-vite';

import { withPhoneFrame } from '@pp/ui/storybook';

import { addToCart } from './rules/cart';
import { checkoutReducer, createCheckoutState } from './rules/checkout';
import type { Address, CartItemInput, CheckoutState, Product } from './types';

/** The ui kit's phone screen (375 x 812, scrolling inside), with the test id the shop's stories measure. */
export const phoneFrame: Decorator = withPhoneFrame({ variant: 'device', testId: 'phone' });

/** A checkout holding these lines, built with the cart rules and the checkout reducer. */
export function checkoutWith(
  lines: CartItemInput[],
  patch: { billing?: Address; step?: number } = {},
): CheckoutState {
  let state = createCheckoutState();
  for (const line of lines) {
    const change = addToCart(state.products, line);
    state = checkoutReducer(state, {
      type: 'addProduct',
      products: change.products,
      subtotal: change.subtotal,
    });
  }
  if (patch.billing) state = checkoutReducer(state, { type: 'setBillingAddress', billing: patch.billing });
  if (patch.step !== undefined) state = checkoutReducer(state, { type: 'setStep', step: patch.step });
  return state;
}

/** `count` products made from `base`, with fresh ids and numbered names. */
export function manyProducts(base: readonly Product[], count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const product = base[index % base.length] as Product;
    return { ...product, id: `many-${index + 1}`, name: `${product.name} #${index + 1}` };
  });
}

/** A fixed moment for order numbers and card expiry checks in stories. */
export const STORY_NOW = new Date('2026-03-14T09:30:00.000Z');

/** Scrolls the story back to the top, so the screenshot after a play shows the screen from its top. */
export function scrollToTop(): void {
  window.scrollTo(0, 0);
  document.querySelector('[data-testid="phone"]')?.scrollTo(0, 0);
}

/** Waiting options for anything that goes through the mock network (the test machine may be busy). */
export const patiently = { timeout: 8000 } as const;
