/** What the product table shows and searches (pure); the ui DataTable sorts, searches and pages. */
import type { SearchField } from '@pp/ui';

import { CATEGORY_LABELS } from './rules/shop';
import type { Category, Product } from './types';

/** A category's name as shown (English unless a translation is given). */
export type CategoryName = (category: Category) => string;

const englishName: CategoryName = (category) => CATEGORY_LABELS[category];

/** Categories of a product as shown: 'Electronics, Fashion'. */
export function categoryText(product: Pick<Product, 'categories'>, name: CategoryName = englishName): string {
  return product.categories.map(name).join(', ');
}

/** The search looks into the name, the description and the categories as shown (without case). */
export function productSearchFields(name: CategoryName = englishName): SearchField<Product>[] {
  return ['name', 'description', (product) => categoryText(product, name)];
}
