/**
 * Numbers and money for display. Amounts of baht arrive as integer satang (1 baht = 100 satang) and
 * are divided only here, for display; no arithmetic is ever done on the formatted value. Thai
 * (`th-TH`) by default; every function takes another locale.
 */
import { cachedFormatter } from './cache';

/** The player's locale: Thai digits grouping and the baht sign. */
export const DEFAULT_LOCALE = 'th-TH';

/** An amount in satang, as the player API and the money rules carry it. */
export type SatangAmount = number;

const numberFormat = cachedFormatter(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `฿1,250.50` from 125050 satang. */
export function formatBaht(satang: SatangAmount, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'currency', currency: 'THB' }).format(satang / 100);
}

/** `1,250.50` from 125050 satang: two decimals, no sign, inside a sentence (an amount alone: `formatBaht`). */
export function formatBahtPlain(satang: SatangAmount, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / 100);
}

/** A baht figure for sentences: `300`, `50,000`, `1,250.50` (decimals only when there are some). */
export function formatBahtFigure(satang: SatangAmount, locale: string = DEFAULT_LOCALE): string {
  return satang % 100 === 0
    ? numberFormat(locale, { maximumFractionDigits: 0 }).format(satang / 100)
    : formatBahtPlain(satang, locale);
}

/** `฿1.3K`-like short figures for chart axes: compact notation, one decimal at most. */
export function formatBahtCompact(satang: SatangAmount, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    notation: 'compact',
    style: 'currency',
    currency: 'THB',
    maximumFractionDigits: 1,
  }).format(satang / 100);
}

export interface CurrencyFormatOptions {
  /** ISO 4217 code, e.g. 'USD' (the demo shop) or 'THB'. */
  currency: string;
  locale?: string;
}

/** `$1,234.50` for 1234.5 with `{ currency: 'USD', locale: 'en-US' }`: an amount in whole units. */
export function formatCurrency(
  amount: number,
  { currency, locale = DEFAULT_LOCALE }: CurrencyFormatOptions,
): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

export interface NumberFormatOptions {
  locale?: string;
  /** `05` for 5 with 2: a clock's figures. */
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** `10,000`, `1,250.5`: grouped digits in the locale (up to 3 decimals unless told otherwise). */
export function formatNumber(
  value: number,
  { locale = DEFAULT_LOCALE, ...digits }: NumberFormatOptions = {},
): string {
  return numberFormat(locale, digits).format(value);
}

/** `25%` for 25: the value is in percent points (a discount of 25 is 25%, not 2500%). */
export function formatPercent(
  percent: number,
  { locale = DEFAULT_LOCALE, ...digits }: NumberFormatOptions = {},
): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2, ...digits }).format(
    percent / 100,
  );
}

/** A file size for people: '820 KB', '5.2 MB' (at least 1 KB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
