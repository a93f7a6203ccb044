import { useDeferredValue, useMemo, useState } from 'react';

import { fieldOf, toAccessor } from './cells';
import { filterRows, paginate, sortRows, type RowAccessor } from './rows';
import type { DataTableProps, DataTableSort } from './types';
import { useControllable } from './useControllable';

type StateProps<Row extends object> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'columns'
  | 'searchFields'
  | 'totalRows'
  | 'initialSearch'
  | 'search'
  | 'onSearchChange'
  | 'pageResetKey'
  | 'defaultSort'
  | 'sort'
  | 'onSortChange'
  | 'resetPageOnSort'
  | 'defaultRowsPerPage'
  | 'page'
  | 'onPageChange'
  | 'rowsPerPage'
  | 'onRowsPerPageChange'
>;

/**
 * Search, sort and paging of a DataTable: each controlled by the parent or kept here. Search and
 * sort are memoised and the search text is deferred, so typing stays quick on 10,000 rows. With
 * `totalRows` the server does all three: the rows are taken as they come.
 */
export function useTableRows<Row extends object>({
  rows,
  columns,
  searchFields,
  totalRows,
  initialSearch = '',
  search,
  onSearchChange,
  pageResetKey,
  defaultSort,
  sort: sortProp,
  onSortChange,
  resetPageOnSort = false,
  defaultRowsPerPage = 10,
  page: pageProp,
  onPageChange,
  rowsPerPage: rowsPerPageProp,
  onRowsPerPageChange,
}: StateProps<Row>) {
  const [query, setQuery] = useControllable(search, onSearchChange, initialSearch);
  const [sort, setSort] = useControllable<DataTableSort | null>(
    sortProp,
    onSortChange as ((next: DataTableSort | null) => void) | undefined,
    defaultSort ?? null,
  );
  const [page, setPage, resetOwnPage] = useControllable(pageProp, onPageChange, 0);
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);
  if (seenResetKey !== pageResetKey) {
    setSeenResetKey(pageResetKey);
    resetOwnPage(0);
  }
  const [rowsPerPage, setRowsPerPage] = useControllable(
    rowsPerPageProp,
    onRowsPerPageChange,
    defaultRowsPerPage,
  );
  const deferredQuery = useDeferredValue(query);
  const onServer = totalRows !== undefined;
  const hasSearch =
    (searchFields !== undefined && searchFields.length > 0) || (onServer && onSearchChange !== undefined);

  const searchAccessors = useMemo(
    () => (searchFields ?? []).map((field) => toAccessor(field)),
    [searchFields],
  );
  const filtered = useMemo(
    () => (hasSearch && !onServer ? filterRows(rows, deferredQuery, searchAccessors) : rows.slice()),
    [rows, deferredQuery, searchAccessors, hasSearch, onServer],
  );
  const sorted = useMemo(() => {
    if (!sort || onServer) return filtered;
    const column = columns.find((candidate) => candidate.id === sort.columnId);
    if (!column) return filtered;
    const value: RowAccessor<Row> = column.sortValue ?? ((row) => fieldOf(row, column.id));
    return sortRows(filtered, value, sort.direction);
  }, [filtered, sort, columns, onServer]);
  const current = useMemo(
    () =>
      onServer
        ? {
            rows: sorted,
            page,
            pageCount: Math.max(1, Math.ceil(totalRows / rowsPerPage)),
            start: page * rowsPerPage,
          }
        : paginate(sorted, page, rowsPerPage),
    [sorted, page, rowsPerPage, onServer, totalRows],
  );
  /** Every matching row, not only the ones here: the server's count when it pages. */
  const matching = onServer ? totalRows : sorted.length;

  const changeQuery = (value: string) => {
    setQuery(value);
    setPage(0);
  };
  const requestSort = (columnId: string) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    const first = column?.firstSortDirection ?? 'asc';
    setSort(
      sort?.columnId === columnId
        ? { columnId, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: first },
    );
    if (resetPageOnSort) setPage(0);
  };
  const changeRowsPerPage = (size: number) => {
    setRowsPerPage(size);
    setPage(0);
  };

  return {
    query,
    deferredQuery,
    hasSearch,
    sort,
    sorted,
    matching,
    current,
    rowsPerPage,
    changeQuery,
    requestSort,
    setPage,
    changeRowsPerPage,
  };
}
