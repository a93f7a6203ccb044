/** How the chart pages write their figures, in the page's locale (DESIGN.md: `ui/src/format`). */
import { formatCurrency, formatDate, formatNumber, formatPercent } from '@pp/ui';

import { spacedTicks } from '../shared/charts/axes';

/** Dollars like the rest of the demo API (docs/demo-api.md, "Conventions"). */
const DEMO_CURRENCY = 'USD';

/** How a chart's figures read: dollars, a count or percent. */
export type FigureKind = 'currency' | 'count' | 'percent';

/** A figure in full (a tooltip, a table cell): `$18,400`, `4,210`, `68%`. */
export function formatFigure(value: number, kind: FigureKind, locale: string): string {
  if (kind === 'currency') return formatCurrency(value, { currency: DEMO_CURRENCY, locale });
  if (kind === 'percent') return formatPercent(value, { locale, maximumFractionDigits: 1 });
  return formatNumber(value, { locale });
}

/** A figure short (an axis tick): `$18K`, `4.2K`. */
export const formatShortFigure = (value: number, kind: FigureKind, locale: string): string =>
  new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(kind === 'currency' ? { style: 'currency', currency: DEMO_CURRENCY } : {}),
  }).format(value);

/** A month: short on an axis (`Jan`), long in a tooltip or a table row (`January 2026`). */
export const formatMonth = (start: string, locale: string, length: 'short' | 'long'): string =>
  formatDate(start, {
    locale,
    parts: length === 'short' ? { month: 'short' } : { month: 'long', year: 'numeric' },
  });

/** The value axis: short figures, about five ticks. */
export const valueAxis = (kind: FigureKind, locale: string) => ({
  tickValues: 5,
  tickSize: 0,
  tickPadding: 8,
  format: (value: string | number) => formatShortFigure(Number(value), kind, locale),
});

/** The month axis: as many short month names as fit `width`. */
export const monthAxis = (months: readonly string[], width: number, locale: string) => ({
  tickSize: 0,
  tickPadding: 12,
  tickValues: spacedTicks(months, width, 44),
  format: (start: string | number) => formatMonth(String(start), locale, 'short'),
});
