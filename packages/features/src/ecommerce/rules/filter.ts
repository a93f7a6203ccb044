import type { CategoryFilter, Gender, ProductColor, ProductFilter } from '../types';
import {
  CATEGORIES,
  GENDERS,
  PRODUCT_COLORS,
  isArrayOf,
  isFiniteNumber,
  isOneOf,
  isProductSort,
  isRecord,
} from './guards';
import { DEFAULT_PRODUCT_FILTER, parsePriceRange } from './products';

/** A filter read from outside: the filter, or the reason it is not one. */
export type FilterReading = { ok: true; filter: ProductFilter } | { ok: false; message: string };

const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...CATEGORIES];

/**
 * Reads a product filter from an untrusted value. Missing fields take the defaults of
 * DEFAULT_PRODUCT_FILTER; a field that is present must be valid.
 */
export function readProductFilter(value: unknown): FilterReading {
  if (!isRecord(value)) return { ok: false, message: 'filter must be an object' };
  const filter: Record<string, unknown> = { ...DEFAULT_PRODUCT_FILTER, ...value };
  if (!isProductSort(filter.sort))
    return { ok: false, message: 'filter.sort must be high, low, popularity, discount or new' };
  if (typeof filter.search !== 'string') return { ok: false, message: 'filter.search must be a string' };
  if (!isArrayOf(filter.gender, (item): item is Gender => isOneOf(GENDERS, item))) {
    return { ok: false, message: `filter.gender must list ${GENDERS.join(', ')}` };
  }
  if (!isArrayOf(filter.categories, (item): item is CategoryFilter => isOneOf(CATEGORY_FILTERS, item))) {
    return { ok: false, message: `filter.categories must list ${CATEGORY_FILTERS.join(', ')}` };
  }
  if (!isArrayOf(filter.colors, (item): item is ProductColor => isOneOf(PRODUCT_COLORS, item))) {
    return { ok: false, message: `filter.colors must list ${PRODUCT_COLORS.join(', ')}` };
  }
  if (typeof filter.price !== 'string' || parsePriceRange(filter.price) === undefined) {
    return { ok: false, message: "filter.price must be a 'min-max' range such as '10-50', or ''" };
  }
  if (!isFiniteNumber(filter.rating) || filter.rating < 0 || filter.rating > 5) {
    return { ok: false, message: 'filter.rating must be a number from 0 to 5' };
  }
  const { sort, search, gender, categories, colors, price, rating } = filter;
  return { ok: true, filter: { sort, search, gender, categories, colors, price, rating } };
}
