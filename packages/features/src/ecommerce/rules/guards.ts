/**
 * Runtime checks for values that cross a boundary: request bodies in the mock backend, and the
 * checkout the feature reads back from local storage.
 */
import type {
  Address,
  AddressInput,
  CartItem,
  CartItemInput,
  Category,
  CheckoutState,
  Gender,
  PaymentMethod,
  Product,
  ProductColor,
  ProductSort,
  ShippingCharge,
} from '../types';

/** Every gender, category and colour a product can have. */
export const GENDERS: readonly Gender[] = ['male', 'female', 'kids'];
/** Every shop category. */
export const CATEGORIES: readonly Category[] = ['fashion', 'books', 'toys', 'electronics', 'kitchen'];
/** Every product colour. */
export const PRODUCT_COLORS: readonly ProductColor[] = [
  'black',
  'white',
  'grey',
  'red',
  'blue',
  'green',
  'yellow',
  'pink',
  'brown',
];
const SORTS: readonly ProductSort[] = ['high', 'low', 'popularity', 'discount', 'new'];
const CHARGES: readonly ShippingCharge[] = ['free', 'fast'];
const METHODS: readonly PaymentMethod[] = ['cod', 'card'];

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

const isString = (value: unknown): value is string => typeof value === 'string';

/** A product as the shop serves it. */
export function isProduct(value: unknown): value is Product {
  if (!isRecord(value)) return false;
  const { id, image, name, description, rating, discount, salePrice, offerPrice } = value;
  return (
    [id, image, name, description].every(isString) &&
    [rating, discount, salePrice, offerPrice, value.popularity].every(isFiniteNumber) &&
    (offerPrice as number) >= 0 &&
    isOneOf(GENDERS, value.gender) &&
    isArrayOf(value.categories, (item): item is Category => isOneOf(CATEGORIES, item)) &&
    isArrayOf(value.colors, (item): item is ProductColor => isOneOf(PRODUCT_COLORS, item)) &&
    isString(value.date) &&
    isString(value.created) &&
    typeof value.isStock === 'boolean'
  );
}

/** A cart line without its itemId yet: a product, a quantity of at least 1, a colour, a size. */
export function isCartItemInput(value: unknown): value is CartItemInput {
  return (
    isProduct(value) &&
    isRecord(value) &&
    isPositiveInteger(value.quantity) &&
    isOneOf(PRODUCT_COLORS, value.color) &&
    isString(value.size) &&
    (value.itemId === undefined || isString(value.itemId))
  );
}

/** A cart line. */
export function isCartItem(value: unknown): value is CartItem {
  return isCartItemInput(value) && isString((value as Record<string, unknown>).itemId);
}

/** The fields of an address, without its id. */
export function isAddressInput(value: unknown): value is AddressInput {
  if (!isRecord(value)) return false;
  const texts = [value.name, value.building, value.street, value.city, value.state, value.country];
  return (
    texts.every(isString) &&
    isString(value.post) &&
    isString(value.phone) &&
    (value.destination === 'home' || value.destination === 'office') &&
    typeof value.isDefault === 'boolean'
  );
}

/** An address of the address book. */
export function isAddress(value: unknown): value is Address {
  return isAddressInput(value) && isString((value as Record<string, unknown>).id);
}

/** A shipping choice. */
export function isShippingCharge(value: unknown): value is ShippingCharge {
  return isOneOf(CHARGES, value);
}

/** A payment method. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return isOneOf(METHODS, value);
}

/** A product sort order. */
export function isProductSort(value: unknown): value is ProductSort {
  return isOneOf(SORTS, value);
}

/** A complete checkout, e.g. read back from local storage. */
export function isCheckoutState(value: unknown): value is CheckoutState {
  if (!isRecord(value) || !isRecord(value.payment)) return false;
  const { step, subtotal, total, discount, shipping, billing, payment } = value;
  return (
    Number.isInteger(step) &&
    (step as number) >= 0 &&
    isArrayOf(value.products, isCartItem) &&
    [subtotal, total, discount, shipping].every(isFiniteNumber) &&
    (billing === null || isAddress(billing)) &&
    isShippingCharge(payment.type) &&
    isPaymentMethod(payment.method) &&
    isString(payment.card)
  );
}
