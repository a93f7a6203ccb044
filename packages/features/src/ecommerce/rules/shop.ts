/**
 * Small shop rules of the screens (not of the API): sizes a product comes in, quantity bounds,
 * the price ranges of the filter panel, labels, and the order number of a completed checkout.
 */
import type { Category, CheckoutState, Product } from '../types';

/** Quantity bounds of the quantity steppers. */
export const QUANTITY = { min: 1, max: 10 } as const;

/** Clamps a quantity into QUANTITY (whole numbers only). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY.min;
  return Math.min(QUANTITY.max, Math.max(QUANTITY.min, Math.trunc(quantity)));
}

/** The single size of anything that is not clothing. */
export const ONE_SIZE = 'One size';

/** Sizes a product comes in: clothing has letter sizes (kids' sizes by age), the rest one size. */
export function productSizes(product: Pick<Product, 'categories' | 'gender'>): string[] {
  if (!product.categories.includes('fashion')) return [ONE_SIZE];
  return product.gender === 'kids' ? ['2-3Y', '4-5Y', '6-7Y', '8-9Y'] : ['XS', 'S', 'M', 'L', 'XL'];
}

/** The size a product is added with when the shopper does not choose (quick add from a card). */
export function defaultSize(product: Pick<Product, 'categories' | 'gender'>): string {
  const sizes = productSizes(product);
  return sizes.length > 2 ? (sizes[2] ?? ONE_SIZE) : (sizes[0] ?? ONE_SIZE);
}

/** A price range of the filter panel: `value` is the API's `'min-max'` string (the screens word it). */
export interface PriceRangeOption {
  value: string;
}

/** The filter panel's price ranges ('' means any price). */
export const PRICE_RANGES: readonly PriceRangeOption[] = [
  { value: '' },
  { value: '-25' },
  { value: '25-50' },
  { value: '50-100' },
  { value: '100-150' },
  { value: '150-' },
];

/** Minimum ratings the filter panel offers (0 = any). */
export const RATING_FILTERS: readonly number[] = [0, 4, 3, 2, 1];

/** English names of categories (the screens show `labels.category.*` of the ecommerce namespace). */
export const CATEGORY_LABELS: Record<Category, string> = {
  fashion: 'Fashion',
  books: 'Books',
  toys: 'Toys',
  electronics: 'Electronics',
  kitchen: 'Kitchen',
};

/** A small, stable hash of a text (FNV-1a, 32 bits). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The number of a completed order: 'PP-' + the date (YYMMDD, UTC) + '-' + 6 characters derived
 * from what was ordered and when, so two orders never share a number in practice and the same
 * order at the same moment always gets the same one (stable in tests).
 */
export function orderNumber(
  checkout: Pick<CheckoutState, 'products' | 'total' | 'billing'>,
  now: Date,
): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const basis = [
    now.toISOString(),
    checkout.billing?.id ?? '',
    checkout.total.toFixed(2),
    ...checkout.products.map((line) => `${line.itemId}x${line.quantity}`),
  ].join('|');
  const code = hashText(basis).toString(36).toUpperCase().padStart(6, '0').slice(-6);
  return `PP-${day}-${code}`;
}
