/**
 * How the customer module shows its demo data, through the ui kit's format module: days of the
 * ISO dates (`Mar 04, 2025`, the same day in every zone), US dollars (the demo API's currency) and
 * counts, in the template locale.
 */
import { formatCurrency, formatDay, formatNumber } from '@pp/ui';
import { useMemo } from 'react';

import { useT } from '../shared/i18n/useT';
import { customerNs } from './i18n';

/** The demo API's amounts are US dollars. */
const CURRENCY = 'USD';
/** Two-digit day, short month, year: `Mar 04, 2025`. */
const DAY_PARTS = { day: '2-digit', month: 'short', year: 'numeric' } as const;

/** The module's formats in one locale. */
export interface CustomerFormat {
  locale: string;
  /** `2025-03-04` -> `Mar 04, 2025`; anything unreadable is shown as it came. */
  day: (iso: string) => string;
  /** Whole cents -> `$1,250.50`. */
  cents: (cents: number) => string;
  /** A dollar amount of the demo API -> `$1,250.50`. */
  dollars: (amount: number) => string;
  /** `5000` -> `5,000`. */
  count: (value: number) => string;
}

/** The module's formats in `locale` (a template locale: `en`, `th`, ...). */
export function customerFormat(locale: string): CustomerFormat {
  const dollars = (amount: number) => formatCurrency(amount, { currency: CURRENCY, locale });
  return {
    locale,
    day: (iso) => formatDay(iso, { locale, parts: DAY_PARTS }),
    cents: (cents) => dollars(cents / 100),
    dollars,
    count: (value) => formatNumber(value, { locale }),
  };
}

/** The module's formats in the locale of its labels. */
export function useCustomerFormat(): CustomerFormat {
  const { locale } = useT(customerNs);
  return useMemo(() => customerFormat(locale), [locale]);
}

/** Avatar of a person of the demo data: one of the six shipped pictures, always the same for an id. */
export function avatarFor(id: number | string): string {
  const numeric = typeof id === 'number' ? id : [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const index = (((Math.abs(Math.trunc(numeric)) - 1) % 6) + 6) % 6;
  return `/images/avatars/avatar-${index + 1}.svg`;
}
