/** Search, sort and paging of the product table (pure). */
import { CATEGORY_LABELS } from './rules/shop';
import type { Product } from './types';

/** Columns the table sorts by. */
export type ProductColumn =
  'name' | 'category' | 'offerPrice' | 'discount' | 'rating' | 'created' | 'isStock';

export type SortDirection = 'asc' | 'desc';

/** Categories of a product as shown: 'Electronics, Fashion'. */
export function categoryText(product: Pick<Product, 'categories'>): string {
  return product.categories.map((category) => CATEGORY_LABELS[category]).join(', ');
}

/** Case-insensitive match on name, description and categories. */
export function matchesTableSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [product.name, product.description, categoryText(product)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const comparators: Record<ProductColumn, (a: Product, b: Product) => number> = {
  name: (a, b) => compareText(a.name, b.name),
  category: (a, b) => compareText(categoryText(a), categoryText(b)),
  offerPrice: (a, b) => a.offerPrice - b.offerPrice,
  discount: (a, b) => a.discount - b.discount,
  rating: (a, b) => a.rating - b.rating,
  created: (a, b) => Date.parse(a.created) - Date.parse(b.created),
  isStock: (a, b) => Number(a.isStock) - Number(b.isStock),
};

/** A sorted copy; ties keep catalogue order in both directions. */
export function sortTable(
  products: readonly Product[],
  column: ProductColumn,
  direction: SortDirection,
): Product[] {
  const sign = direction === 'asc' ? 1 : -1;
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => sign * comparators[column](a.product, b.product) || a.index - b.index)
    .map(({ product }) => product);
}

/** The rows of one page (0-based); a page past the end gives the last page. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  rowsPerPage: number,
): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const current = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(current * rowsPerPage, current * rowsPerPage + rowsPerPage), page: current };
}
