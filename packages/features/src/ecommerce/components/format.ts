/** Display formats of the shop that the ui format module does not carry: its dollars and its colours. */
import { amber, blue, brown, common, green, grey, pink, red } from '@mui/material/colors';

import { formatCurrency } from '@pp/ui';

import type { ProductColor } from '../types';

/** `$1,234.50`: the demo shop's prices are US dollars, shown the US way whatever the locale. */
export function formatPrice(amount: number): string {
  return formatCurrency(amount, { currency: 'USD', locale: 'en-US' });
}

/** How dates of the shop are shown (ui `formatDate` options): the day of the API's UTC date. */
export const SHOP_DATE = { locale: 'en-US', timeZone: 'UTC' } as const;

/** `SHOP_DATE` in the page's locale (English dates the US way, as the shop always showed them). */
export function shopDate(locale: string): { locale: string; timeZone: 'UTC' } {
  return { locale: locale === 'en' ? SHOP_DATE.locale : locale, timeZone: 'UTC' };
}

/** What each product colour looks like (MUI colour tokens: a product's colour is not a theme colour). */
export const SWATCH_COLORS: Record<ProductColor, string> = {
  black: grey[900],
  white: common.white,
  grey: grey[500],
  red: red[600],
  blue: blue[600],
  green: green[600],
  yellow: amber[400],
  pink: pink[300],
  brown: brown[400],
};
