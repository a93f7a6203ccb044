/**
 * Runtime checks for values that cross a boundary: request bodies in the mock backend, and the
 * checkout the feature reads back from local storage. The entity checks are the wire schemas of
 * api/schemas.ts, applied strictly (no conversion: a value that passes has exactly its type).
 */
import type { AnySchema, InferType } from 'yup';

import {
  addressInputSchema,
  addressSchema,
  CATEGORIES,
  cartItemInputSchema,
  cartItemSchema,
  checkoutStateSchema,
  GENDERS,
  PAYMENT_METHODS,
  PRODUCT_COLORS,
  PRODUCT_SORTS,
  productSchema,
  SHIPPING_CHARGES,
} from '../api/schemas';
import type { PaymentMethod, ProductSort, ShippingCharge } from '../types';

export { CATEGORIES, GENDERS, PRODUCT_COLORS };

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A whole number of at least 1. */
export function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1;
}

/** One of the given literals. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** An array whose every item passes `isItem`. */
export function isArrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every((item) => isItem(item));
}

/** The type guard of a schema, checked strictly: nothing is converted or filled in. */
const guard =
  <S extends AnySchema>(schema: S) =>
  (value: unknown): value is InferType<S> =>
    schema.isValidSync(value, { strict: true });

/** A product as the shop serves it. */
export const isProduct = guard(productSchema);
/** A cart line without its itemId yet: a product, a quantity of at least 1, a colour, a size. */
export const isCartItemInput = guard(cartItemInputSchema);
/** A cart line. */
export const isCartItem = guard(cartItemSchema);
/** The fields of an address, without its id. */
export const isAddressInput = guard(addressInputSchema);
/** An address of the address book. */
export const isAddress = guard(addressSchema);
/** A complete checkout, e.g. read back from local storage. */
export const isCheckoutState = guard(checkoutStateSchema);

/** A shipping choice. */
export const isShippingCharge = (value: unknown): value is ShippingCharge => isOneOf(SHIPPING_CHARGES, value);
/** A payment method. */
export const isPaymentMethod = (value: unknown): value is PaymentMethod => isOneOf(PAYMENT_METHODS, value);
/** A product sort order. */
export const isProductSort = (value: unknown): value is ProductSort => isOneOf(PRODUCT_SORTS, value);
