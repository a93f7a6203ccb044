import type { ShippingCharge } from '../types';

/** Fast shipping costs $5 (docs/demo-api.md, "Cart and checkout"). */
export const FAST_SHIPPING_COST = 5;
/** Free shipping costs nothing. */
export const FREE_SHIPPING_COST = 0;

/** Answer of `POST /api/cart/shipping-charge`. */
export interface ShippingQuote {
  /** Shipping cost after the choice. */
  shipping: number;
  /** Change to add to the checkout total. */
  newShipping: number;
  /** The choice, which becomes the checkout's payment type. */
  type: ShippingCharge;
}

/**
 * Spec section 4, to the letter: choosing free when shipping is above 0 gives a change of -5;
 * choosing fast gives +5 and sets shipping to 5; otherwise shipping is 0 with no change.
 * Note that fast is +5 even when fast was already chosen: call this only when the choice changes.
 */
export function shippingCharge(charge: ShippingCharge, currentShipping: number): ShippingQuote {
  if (charge === 'fast')
    return { shipping: FAST_SHIPPING_COST, newShipping: FAST_SHIPPING_COST, type: charge };
  const newShipping = currentShipping > 0 ? -FAST_SHIPPING_COST : 0;
  return { shipping: FREE_SHIPPING_COST, newShipping, type: charge };
}
