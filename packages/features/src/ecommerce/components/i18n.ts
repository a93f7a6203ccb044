/** The shop's labels (the `ecommerce` namespace) and the small helpers every screen needs with them. */
import { useCallback } from 'react';

import type { MessageKey } from '../../shared/i18n/namespace';
import { useT, type Translator } from '../../shared/i18n/useT';
import { ecommerceNs } from '../i18n';
import type { en } from '../locales/en';
import type { Say } from '../schemas';
import type { Category, Gender, ProductColor, ProductSort } from '../types';
import { ONE_SIZE } from '../rules/shop';
import { formatPrice } from './format';

export type ShopMessages = typeof en;
export type ShopKey = MessageKey<ShopMessages>;
export type ShopT = Translator<ShopMessages>['t'];

/** The shop's labels in the current locale (suspends until the namespace is loaded). */
export function useShopT(): Translator<ShopMessages> {
  return useT(ecommerceNs);
}

/** A key with `_one` and `_other` forms: `'labels.productCount'`. */
export type CountKey = {
  [K in ShopKey]: K extends `${infer Base}_one` ? Base : never;
}[ShopKey];

/** `1 product` / `3 products`: the `_one` form for exactly one, else `_other` (Thai and Chinese use one form). */
export function countLabel(
  t: ShopT,
  key: CountKey,
  count: number,
  values: Record<string, string> = {},
): string {
  const form = (count === 1 ? `${key}_one` : `${key}_other`) as ShopKey;
  return t(form, { count, ...values });
}

export const genderLabel = (t: ShopT, gender: Gender) => t(`labels.gender.${gender}`);
export const categoryLabel = (t: ShopT, category: Category) => t(`labels.category.${category}`);
export const sortLabel = (t: ShopT, sort: ProductSort) => t(`labels.sort.${sort}`);
export const colourLabel = (t: ShopT, color: ProductColor) => t(`labels.color.${color}`);

/** A price range of the filter (`'25-50'`, `'-25'`, `'150-'`, `''`) in words, prices in dollars. */
export function priceRangeLabel(t: ShopT, range: string): string {
  if (range === '') return t('labels.price.any');
  const [min = '', max = ''] = range.split('-');
  if (min === '') return t('labels.price.under', { max: formatWhole(max) });
  if (max === '') return t('labels.price.over', { min: formatWhole(min) });
  return t('labels.price.between', { min: formatWhole(min), max: formatWhole(max) });
}

/** `$25` (whole dollars of a price range). */
function formatWhole(amount: string): string {
  return formatPrice(Number(amount)).replace(/\.00$/, '');
}

/** A size as shown ('One size' in the locale, clothing sizes as they are). */
export function sizeLabel(t: ShopT, size: string): string {
  return size === ONE_SIZE ? t('labels.oneSize') : size;
}

/** The forms' validation messages in the page's language (what the schemas take as `say`). */
export function useSay(): Say {
  const { t } = useShopT();
  return useCallback<Say>((key, values) => t(`validation.${key}`, values), [t]);
}
