import type { Product, ProductFilter, ProductSort } from '../types';

/** The filter the product list starts with: newest first, nothing excluded. */
export const DEFAULT_PRODUCT_FILTER: ProductFilter = {
  sort: 'new',
  search: '',
  gender: [],
  categories: ['all'],
  colors: [],
  price: '',
  rating: 0,
};

/** Every sort order, in the order the sort menu lists them. */
export const PRODUCT_SORTS: readonly ProductSort[] = ['new', 'popularity', 'discount', 'low', 'high'];

/** Inclusive price bounds; a missing end is open. */
export interface PriceRange {
  min: number;
  max: number;
}

const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)?\s*-\s*(\d+(?:\.\d+)?)?\s*$/;

/**
 * Reads a `'min-max'` price string (`'10-50'`, `'200-'`, `'-10'`). `''` means any price (null).
 * Returns undefined when the string is not a price range, or when min is above max.
 */
export function parsePriceRange(price: string): PriceRange | null | undefined {
  if (price.trim() === '') return null;
  const match = PRICE_RANGE.exec(price);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const min = match[1] === undefined ? 0 : Number(match[1]);
  const max = match[2] === undefined ? Number.POSITIVE_INFINITY : Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

/** Case-insensitive substring match over name, description, rating, salePrice, offerPrice, gender. */
export function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const fields = [
    product.name,
    product.description,
    String(product.rating),
    String(product.salePrice),
    String(product.offerPrice),
    product.gender,
  ];
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** True when the product passes every part of the filter except the sort. */
export function matchesFilter(product: Product, filter: ProductFilter): boolean {
  if (!matchesSearch(product, filter.search)) return false;
  if (filter.gender.length > 0 && !filter.gender.includes(product.gender)) return false;
  const anyCategory = filter.categories.length === 0 || filter.categories.includes('all');
  if (!anyCategory && !product.categories.some((category) => filter.categories.includes(category))) {
    return false;
  }
  if (filter.colors.length > 0 && !product.colors.some((color) => filter.colors.includes(color)))
    return false;
  const range = parsePriceRange(filter.price);
  if (range && (product.offerPrice < range.min || product.offerPrice > range.max)) return false;
  return product.rating >= filter.rating;
}

const comparators: Record<ProductSort, (a: Product, b: Product) => number> = {
  high: (a, b) => b.offerPrice - a.offerPrice,
  low: (a, b) => a.offerPrice - b.offerPrice,
  popularity: (a, b) => b.popularity - a.popularity,
  discount: (a, b) => b.discount - a.discount,
  new: (a, b) => Date.parse(b.created) - Date.parse(a.created),
};

/**
 * A sorted copy: high/low by offerPrice, popularity and discount highest first, new by `created`
 * newest first. Ties keep their original order.
 */
export function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  return [...products].sort(comparators[sort]);
}

/** The products that pass the filter, in the filter's sort order. An unreadable price is ignored. */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  return sortProducts(
    products.filter((product) => matchesFilter(product, filter)),
    filter.sort,
  );
}

/** The product with this id; `'default'` gives the first product. */
export function findProduct(products: readonly Product[], id: string): Product | undefined {
  return id === 'default' ? products[0] : products.find((product) => product.id === id);
}

/** Related products: every product except the one with this id. */
export function relatedProducts(products: readonly Product[], id: string): Product[] {
  return products.filter((product) => product.id !== id);
}
