import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';

import type { RowAccessor, SortDirection } from './rows';

/** Key of a row: what `getRowId` returns. */
export type RowId = string | number;

/** Horizontal alignment of a column. */
export type ColumnAlign = 'left' | 'center' | 'right';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Unique id; also the row field shown and sorted by when `render` / `sortValue` are not given. */
  id: string;
  /** Header text. */
  label: string;
  align?: ColumnAlign;
  /** Clicking the header sorts by this column. */
  sortable?: boolean;
  /** Direction of the first click on this header (default 'asc'; 'desc' for amounts and dates, newest first). */
  firstSortDirection?: SortDirection;
  /** What the column sorts by (default: the row field named `id`). */
  sortValue?: RowAccessor<Row>;
  /** Cell content (default: the row field named `id`, as text). */
  render?: (row: Row) => ReactNode;
  /** Column width (number = px, or any CSS length). */
  width?: number | string;
  /** Narrowest the column may get (number = px, or any CSS length). */
  minWidth?: number | string;
  /** Keep the header label on one line. */
  noWrapHeader?: boolean;
  /** Keep the cells on one line (dates, amounts). */
  noWrap?: boolean;
}

/** A field the search looks into: a row key, or a function giving the searchable value. */
export type SearchField<Row> = Extract<keyof Row, string> | RowAccessor<Row>;

/** The button that opens and closes a row's detail panel. */
export interface DetailToggleProps {
  open: boolean;
  /** "Details of Alex Carter"; `aria-expanded` says whether it is open. */
  label: string;
  /** Id of the panel it opens. */
  controls: string;
  onToggle: () => void;
}

/**
 * Detail panels under the rows, made by `rowDetails(render)`: the content, and the button and
 * panel that come with it (in their own module, so a table without details carries none of them).
 */
export interface RowDetails<Row> {
  render: (row: Row) => ReactNode;
  Toggle: ComponentType<DetailToggleProps>;
  Panel: ComponentType<{ id: string; children: ReactNode }>;
}

/** Sort state of the table. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/** What the rows come to after the search, for a summary line ("12 products match “shoe”"). */
export interface DataTableSummary {
  /** Rows given to the table. */
  total: number;
  /** Rows left after the search. */
  matching: number;
  /** The search text, trimmed ('' when there is none). */
  query: string;
}

/** Every text the table shows on its own; English by default, pass any locale. */
export interface DataTableLabels {
  /** Placeholder and accessible name of the search field. */
  search: string;
  clearSearch: string;
  rowsPerPage: string;
  displayedRows: (range: { from: number; to: number; count: number }) => string;
  pageButton: (type: 'first' | 'last' | 'next' | 'previous') => string;
  /** "3 selected". */
  selected: (count: number) => string;
  clearSelection: string;
  selectAll: string;
  /** Accessible name of a row checkbox, given the row label. */
  selectRow: (rowLabel: string) => string;
  actions: string;
  /** Header of the column of detail buttons (visually hidden). */
  details: string;
  /** Accessible name of a row's detail button, given the row label ("Details of Alex Carter"). */
  showDetails: (rowLabel: string) => string;
  sortedAscending: string;
  sortedDescending: string;
  noResults: string;
  /** Line under "No results": the search term is passed as plain text, never as markup. */
  noResultsFor: (query: string) => string;
  noResultsHint: string;
  noData: string;
  noDataHint: string;
  loading: string;
}

export const defaultDataTableLabels: DataTableLabels = {
  search: 'Search',
  clearSearch: 'Clear search',
  rowsPerPage: 'Rows per page:',
  displayedRows: ({ from, to, count }) =>
    `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`,
  pageButton: (type) => `Go to ${type} page`,
  selected: (count) => `${count.toLocaleString('en-US')} selected`,
  clearSelection: 'Clear selection',
  selectAll: 'Select all rows',
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  actions: 'Actions',
  details: 'Details',
  showDetails: (rowLabel) => `Details of ${rowLabel}`,
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
  noResults: 'No results',
  noResultsFor: (query) => `Nothing matches “${query}”.`,
  noResultsHint: 'Check the spelling or try a different search.',
  noData: 'Nothing here yet',
  noDataHint: 'When there is data, it will show up here.',
  loading: 'Loading…',
};

export interface DataTableProps<Row extends object> {
  rows: readonly Row[];
  /** Keep this array stable (define it outside the component or memoize it) for big tables. */
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => RowId;
  /** Accessible name of the table. */
  label: string;
  /** Fields the search box looks into; no fields, no search box. Keep the array stable. */
  searchFields?: readonly SearchField<Row>[];
  /**
   * Server paging: `rows` is the current page as the server answered it and `totalRows` the count
   * of every matching row. The table then neither searches, sorts nor slices `rows`; it reports
   * the search text, the sort, the page and the page size through their `on...Change` props (the
   * parent puts them in its request, debouncing the search) and shows `totalRows` in the
   * pagination. With `onSearchChange` it shows a search box even without `searchFields`.
   */
  totalRows?: number;
  /** Search text the table starts with. */
  initialSearch?: string;
  /** Controlled search text (with `onSearchChange`), e.g. kept in the URL. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** When this value changes, the table goes back to its first page (e.g. a filter tab outside it). */
  pageResetKey?: string | number;
  /** Sort the table starts with. */
  defaultSort?: DataTableSort;
  /** Controlled sort (with `onSortChange`); `null` is unsorted. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** A new sort goes back to the first page. */
  resetPageOnSort?: boolean;
  /** Page sizes offered (default 5, 10, 25). */
  rowsPerPageOptions?: readonly number[];
  /** Page size the table starts with (default 10). */
  defaultRowsPerPage?: number;
  /** Controlled page (zero-based, with `onPageChange`). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Controlled page size (with `onRowsPerPageChange`). */
  rowsPerPage?: number;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
  /** First and last page buttons in the pagination. */
  showFirstLastButtons?: boolean;
  /** Shows a checkbox per row and a select-all checkbox. */
  selectable?: boolean;
  /** Short text naming a row, for the checkbox names ("Select Alex Carter"). Default: its id. */
  getRowLabel?: (row: Row) => string;
  /** Buttons shown in the selection bar; `clear` empties the selection. */
  bulkActions?: (selected: readonly Row[], clear: () => void) => ReactNode;
  /** Buttons at the end of each row (an "Actions" column). */
  rowActions?: (row: Row) => ReactNode;
  /**
   * A detail panel under each row (a history, a sub-table), opened and closed by a button at the
   * row's start, several at a time: `rowDetails={rowDetails((row) => <History row={row} />)}`. On
   * the card list the button ends the card and the panel opens under it.
   */
  rowDetails?: RowDetails<Row>;
  /** Content at the end of the toolbar (an "Add" button, filters). */
  toolbarActions?: ReactNode;
  /** Filters next to the search box (selects, date fields, chips); they filter `rows` outside. */
  toolbarFilters?: ReactNode;
  /** A line under the toolbar, announced when it changes: "12 products", "พบ 3 รายการ". */
  summary?: (summary: DataTableSummary) => ReactNode;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  /** Shown in place of the rows when set (an error message with a retry button). */
  error?: ReactNode;
  /** Shown when there are no rows at all (not because of the search). */
  emptyState?: ReactNode;
  /** Shown when the search leaves no row, instead of the built-in "No results"; `clear` empties the search. */
  noResultsState?: (query: string, clear: () => void) => ReactNode;
  /** Page the rows (default true); false shows every row with no pagination (short tables). */
  paginate?: boolean;
  /** Compact rows. */
  dense?: boolean;
  /** Header stays visible while the body scrolls within `maxHeight`. */
  stickyHeader?: boolean;
  /** Height of the scrolling area when `stickyHeader` is on (default 440). */
  maxHeight?: number | string;
  /** Narrowest the table may get before it scrolls sideways (number = px, or any CSS length). */
  minWidth?: number | string;
  /**
   * One row as a card, for narrow screens: the table becomes a list of cards below `compactBelow`
   * px of its own width (or whenever `compact` is true). Without it the card is `ColumnCard` (the
   * first column, then every other column as label and value); a `selectable` table without it
   * stays a table (it scrolls sideways).
   */
  renderCompactRow?: (row: Row) => ReactNode;
  /** Show the compact list (controlled); overrides `compactBelow`. */
  compact?: boolean;
  /** Width of the table's container (px) under which the compact list is shown (default 600). */
  compactBelow?: number;
  labels?: Partial<DataTableLabels>;
  sx?: SxProps<Theme>;
}
