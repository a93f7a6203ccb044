/** What the product table shows and searches (pure); the ui DataTable sorts, searches and pages. */
import type { SearchField } from '@pp/ui';

import { CATEGORY_LABELS } from './rules/shop';
import type { Product } from './types';

/** Categories of a product as shown: 'Electronics, Fashion'. */
export function categoryText(product: Pick<Product, 'categories'>): string {
  return product.categories.map((category) => CATEGORY_LABELS[category]).join(', ');
}

/** The search looks into the name, the description and the categories (without case). */
export const PRODUCT_SEARCH_FIELDS: readonly SearchField<Product>[] = ['name', 'description', categoryText];
