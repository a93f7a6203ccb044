/**
 * The DataTable's labels in the template locale: one namespace (`table`) every feature's tables
 * share, so a label is translated once. `useTableLabels(search)` gives the labels for one table,
 * `search` naming its search field.
 */
import { formatNumber, type DataTableLabels } from '@pp/ui';
import { useMemo } from 'react';

import { defineNamespace } from '../namespace';
import { useT } from '../useT';
import type { en } from './en';

export const tableNs = defineNamespace<typeof en>('table', {
  en: () => import('./en').then((file) => file.en),
  fr: () => import('./fr').then((file) => file.fr),
  ro: () => import('./ro').then((file) => file.ro),
  zh: () => import('./zh').then((file) => file.zh),
  th: () => import('./th').then((file) => file.th),
});

/** The labels of one DataTable; `search` is the accessible name of its search field. */
export function useTableLabels(search: string): Partial<DataTableLabels> {
  const { t, locale } = useT(tableNs);
  return useMemo(() => {
    const count = (value: number) => formatNumber(value, { locale });
    const pages = {
      first: t('firstPage'),
      last: t('lastPage'),
      next: t('nextPage'),
      previous: t('previousPage'),
    } as const;
    return {
      search,
      clearSearch: t('clearSearch'),
      rowsPerPage: t('rowsPerPage'),
      displayedRows: ({ from, to, count: total }) =>
        t('displayedRows', { from: count(from), to: count(to), count: count(total) }),
      pageButton: (type) => pages[type],
      selected: (selected) => t('selected', { count: count(selected) }),
      clearSelection: t('clearSelection'),
      selectAll: t('selectAll'),
      selectRow: (row) => t('selectRow', { row }),
      actions: t('actions'),
      details: t('details'),
      showDetails: (row) => t('showDetails', { row }),
      sortedAscending: t('sortedAscending'),
      sortedDescending: t('sortedDescending'),
      noResults: t('noResults'),
      noResultsFor: (query) => t('noResultsFor', { query }),
      noResultsHint: t('noResultsHint'),
      noData: t('noData'),
      noDataHint: t('noDataHint'),
      loading: t('loading'),
    };
  }, [t, locale, search]);
}
