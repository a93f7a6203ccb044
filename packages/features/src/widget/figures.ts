/** How the widgets write their figures, in the page's locale (DESIGN.md: `ui/src/format`). */
import { formatCurrency, formatDate, formatNumber, formatPercent, formatTime } from '@pp/ui';

import { spacedTicks } from '../shared/charts/axes';
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

/** `$4.2K`: an axis tick of dollars, short. */
export const formatCompactCurrency = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    notation: 'compact',
    style: 'currency',
    currency: DEMO_CURRENCY,
    maximumFractionDigits: 1,
  }).format(value);

/** The start of a timeline's bucket, short (an axis tick) or long (a tooltip, a table row). */
export function formatBucket(
  start: string,
  unit: 'hour' | 'day' | 'month',
  locale: string,
  length: 'short' | 'long',
): string {
  if (unit === 'hour') return formatTime(start, { locale });
  if (unit === 'day')
    return formatDate(start, {
      locale,
      parts: length === 'short' ? { day: 'numeric' } : { day: 'numeric', month: 'short' },
    });
  return formatDate(start, {
    locale,
    parts: length === 'short' ? { month: 'short' } : { month: 'long', year: 'numeric' },
  });
}

/** An axis of dollars, short (`$4.2K`), with about `ticks` ticks. */
export const moneyAxis = (locale: string, ticks = 5) => ({
  tickValues: ticks,
  tickSize: 0,
  tickPadding: 8,
  format: (value: string | number) => formatCompactCurrency(Number(value), locale),
});

/** A time axis of a timeline's buckets, as many labels as fit `width`. */
export const timeAxis = (
  timeline: { unit: 'hour' | 'day' | 'month'; starts: readonly string[] },
  width: number,
  locale: string,
) => ({
  tickSize: 0,
  tickPadding: 12,
  tickValues: spacedTicks(timeline.starts, width, 48),
  format: (start: string | number) => formatBucket(String(start), timeline.unit, locale, 'short'),
});
