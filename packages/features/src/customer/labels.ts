/** Labels of the customer screens built from the customer namespace (see locales/en.ts). */
import type { DataTableLabels } from '@pp/ui';

import type { CustomerFormat } from './format';
import type { CustomerKey, CustomerT } from './i18n';

/** The ui DataTable's labels in the template locale; `search` names the table's search field. */
export function tableLabels(t: CustomerT, format: CustomerFormat, search: string): Partial<DataTableLabels> {
  const pages = {
    first: t('table.firstPage'),
    last: t('table.lastPage'),
    next: t('table.nextPage'),
    previous: t('table.previousPage'),
  } as const;
  return {
    search,
    clearSearch: t('table.clearSearch'),
    rowsPerPage: t('table.rowsPerPage'),
    displayedRows: ({ from, to, count }) =>
      t('table.displayedRows', {
        from: format.count(from),
        to: format.count(to),
        count: format.count(count),
      }),
    pageButton: (type) => pages[type],
    selected: (count) => t('table.selected', { count: format.count(count) }),
    clearSelection: t('table.clearSelection'),
    selectAll: t('table.selectAll'),
    selectRow: (row) => t('table.selectRow', { row }),
    actions: t('table.actions'),
    sortedAscending: t('table.sortedAscending'),
    sortedDescending: t('table.sortedDescending'),
    noResults: t('table.noResults'),
    noResultsFor: (query) => t('table.noResultsFor', { query }),
    noResultsHint: t('table.noResultsHint'),
    noData: t('table.noData'),
    noDataHint: t('table.noDataHint'),
    loading: t('table.loading'),
  };
}

/**
 * A section of messages (`invoiceErrors`) in the template locale, keyed like its English original:
 * what a yup schema of the module takes.
 */
export function translatedSection<K extends string>(
  t: CustomerT,
  section: string,
  english: Readonly<Record<K, string>>,
): Record<K, string> {
  const keys = Object.keys(english) as K[];
  return Object.fromEntries(keys.map((key) => [key, t(`${section}.${key}` as CustomerKey)])) as Record<
    K,
    string
  >;
}
