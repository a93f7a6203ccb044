/** Display formats of the shop: US dollars (the demo shop's currency) and dates. */
import { amber, blue, brown, common, green, grey, pink, red } from '@mui/material/colors';

import type { ProductColor } from '../types';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.50` */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `Apr 2, 2025` for an ISO date or date-time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** `1 item`, `3 items`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
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
