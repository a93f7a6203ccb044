/** How the widgets write their figures, in the page's locale (DESIGN.md: `ui/src/format`). */
import { formatCurrency, formatNumber, formatPercent } from '@pp/ui';

import type { Stat } from './types';

/** Dollars like the rest of the demo API (docs/demo-api.md, "Conventions"). */
export const DEMO_CURRENCY = 'USD';

/** A figure as its format says: `$48,375.50`, `1,284`, `3.8%`. */
export function formatFigure(value: number, format: Stat['format'], locale: string): string {
  if (format === 'currency') return formatCurrency(value, { currency: DEMO_CURRENCY, locale });
  if (format === 'percent') return formatPercent(value, { locale, maximumFractionDigits: 1 });
  return formatNumber(value, { locale });
}

/** The size of a change, without its sign (the words say up or down): `12.4%`. */
export const formatChange = (change: number, locale: string): string =>
  formatPercent(Math.abs(change), { locale, maximumFractionDigits: 1 });
