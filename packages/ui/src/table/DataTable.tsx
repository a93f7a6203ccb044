import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconDatabaseOff, IconSearch, IconX } from '@tabler/icons-react';
import {
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';

import { filterRows, paginate, sortRows, type CellValue, type RowAccessor, type SortDirection } from './rows';

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

/** Sort state of the table. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
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
  /** Search text the table starts with. */
  initialSearch?: string;
  /** When this value changes, the table goes back to its first page (e.g. a filter tab outside it). */
  pageResetKey?: string | number;
  /** Sort the table starts with. */
  defaultSort?: DataTableSort;
  /** Page sizes offered (default 5, 10, 25). */
  rowsPerPageOptions?: readonly number[];
  /** Page size the table starts with (default 10). */
  defaultRowsPerPage?: number;
  /** Shows a checkbox per row and a select-all checkbox. */
  selectable?: boolean;
  /** Short text naming a row, for the checkbox names ("Select Alex Carter"). Default: its id. */
  getRowLabel?: (row: Row) => string;
  /** Buttons shown in the selection bar; `clear` empties the selection. */
  bulkActions?: (selected: readonly Row[], clear: () => void) => ReactNode;
  /** Buttons at the end of each row (an "Actions" column). */
  rowActions?: (row: Row) => ReactNode;
  /** Content at the end of the toolbar (an "Add" button, filters). */
  toolbarActions?: ReactNode;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  /** Shown in place of the rows when set (an error message with a retry button). */
  error?: ReactNode;
  /** Shown when there are no rows at all (not because of the search). */
  emptyState?: ReactNode;
  /** Compact rows. */
  dense?: boolean;
  /** Header stays visible while the body scrolls within `maxHeight`. */
  stickyHeader?: boolean;
  /** Height of the scrolling area when `stickyHeader` is on (default 440). */
  maxHeight?: number | string;
  labels?: Partial<DataTableLabels>;
  sx?: SxProps<Theme>;
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

function toCellValue(value: unknown): CellValue {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  return undefined;
}

function fieldOf<Row extends object>(row: Row, key: string): CellValue {
  return toCellValue((row as Record<string, unknown>)[key]);
}

function toAccessor<Row extends object>(field: SearchField<Row>): RowAccessor<Row> {
  return typeof field === 'function' ? field : (row) => fieldOf(row, field);
}

function displayValue(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return String(value);
}

/** Centered message in the body: empty, no results, error. */
function BodyMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ borderBottom: 'none', py: 6 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

function EmptyMessage({
  title,
  detail,
  hint,
  action,
}: {
  title: string;
  detail?: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <Stack role="status" spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: theme.spacing(7),
          height: theme.spacing(7),
          mb: 1,
          borderRadius: '50%',
          color: theme.palette.secondary.main,
          bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'light' ? 0.1 : 0.18),
        })}
      >
        {detail === undefined ? (
          <IconDatabaseOff size={28} stroke={1.5} />
        ) : (
          <IconSearch size={28} stroke={1.5} />
        )}
      </Box>
      <Typography variant="h4" component="p">
        {title}
      </Typography>
      {detail !== undefined && (
        <Typography
          variant="body1"
          sx={{ color: 'text.primary', overflowWrap: 'anywhere', maxWidth: '60ch' }}
        >
          {detail}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
      {action}
    </Stack>
  );
}

/**
 * A generic, accessible data table of the design system: client-side search over chosen fields,
 * sortable headers, paging, optional row selection with bulk actions, row actions, and loading,
 * empty and error states. Only the visible page is rendered; search and sort are memoized, so it
 * stays fast on 10,000 rows.
 */
export function DataTable<Row extends object>({
  rows,
  columns,
  getRowId,
  label,
  searchFields,
  initialSearch = '',
  pageResetKey,
  defaultSort,
  rowsPerPageOptions = [5, 10, 25],
  defaultRowsPerPage = 10,
  selectable = false,
  getRowLabel,
  bulkActions,
  rowActions,
  toolbarActions,
  loading = false,
  error,
  emptyState,
  dense = false,
  stickyHeader = false,
  maxHeight = 440,
  labels: labelOverrides,
  sx,
}: DataTableProps<Row>) {
  const labels = useMemo(() => ({ ...defaultDataTableLabels, ...labelOverrides }), [labelOverrides]);
  const tableId = useId();
  const [query, setQuery] = useState(initialSearch);
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const [page, setPage] = useState(0);
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);
  if (seenResetKey !== pageResetKey) {
    setSeenResetKey(pageResetKey);
    setPage(0);
  }
  const [rowsPerPage, setRowsPerPage] = useState(defaultRowsPerPage);
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(() => new Set());
  const deferredQuery = useDeferredValue(query);
  const hasSearch = searchFields !== undefined && searchFields.length > 0;

  const searchAccessors = useMemo(
    () => (searchFields ?? []).map((field) => toAccessor(field)),
    [searchFields],
  );
  const filtered = useMemo(
    () => (hasSearch ? filterRows(rows, deferredQuery, searchAccessors) : rows.slice()),
    [rows, deferredQuery, searchAccessors, hasSearch],
  );
  const sorted = useMemo(() => {
    if (!sort) return filtered;
    const column = columns.find((candidate) => candidate.id === sort.columnId);
    if (!column) return filtered;
    const value: RowAccessor<Row> = column.sortValue ?? ((row) => fieldOf(row, column.id));
    return sortRows(filtered, value, sort.direction);
  }, [filtered, sort, columns]);
  const current = useMemo(() => paginate(sorted, page, rowsPerPage), [sorted, page, rowsPerPage]);

  // Selection only ever holds rows that still exist (a deleted row drops out of it).
  const rowIds = useMemo(() => new Set(rows.map(getRowId)), [rows, getRowId]);
  const selectedRows = useMemo(
    () => (selected.size === 0 ? [] : rows.filter((row) => selected.has(getRowId(row)))),
    [rows, selected, getRowId],
  );
  const selectedCount = selectedRows.length;
  const filteredIds = useMemo(() => (selectable ? sorted.map(getRowId) : []), [selectable, sorted, getRowId]);
  const filteredSelected = useMemo(
    () => filteredIds.reduce<number>((count, id) => (selected.has(id) ? count + 1 : count), 0),
    [filteredIds, selected],
  );
  const allFilteredSelected = filteredIds.length > 0 && filteredSelected === filteredIds.length;

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const toggleAll = () => {
    setSelected((previous) => {
      const next = new Set<RowId>([...previous].filter((id) => rowIds.has(id)));
      if (allFilteredSelected) for (const id of filteredIds) next.delete(id);
      else for (const id of filteredIds) next.add(id);
      return next;
    });
  };
  const toggleRow = (id: RowId) => {
    setSelected((previous) => {
      const next = new Set<RowId>([...previous].filter((kept) => rowIds.has(kept)));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const changeQuery = (value: string) => {
    setQuery(value);
    setPage(0);
  };
  const requestSort = (columnId: string) => {
    setSort((previous) =>
      previous?.columnId === columnId
        ? { columnId, direction: previous.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );
  };

  const colSpan = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const skeletonCount = Math.min(rowsPerPage, 5);
  const showPagination = !loading && error === undefined && rows.length > 0 && sorted.length > 0;
  const trimmedQuery = deferredQuery.trim();

  let body: ReactNode;
  if (error !== undefined && error !== null && error !== false) {
    body = <BodyMessage colSpan={colSpan}>{error}</BodyMessage>;
  } else if (loading) {
    body = Array.from({ length: skeletonCount }, (_, index) => (
      <TableRow key={`skeleton-${index}`} aria-hidden>
        {selectable && (
          <TableCell padding="checkbox">
            <Skeleton variant="rounded" width={18} height={18} sx={{ mx: 'auto' }} />
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell key={column.id} align={column.align}>
            <Skeleton
              variant="text"
              sx={{ display: 'inline-block', width: index % 2 === 0 ? '80%' : '60%' }}
            />
          </TableCell>
        ))}
        {rowActions && (
          <TableCell align="right">
            <Skeleton variant="circular" width={28} height={28} sx={{ display: 'inline-block' }} />
          </TableCell>
        )}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <BodyMessage colSpan={colSpan}>
        {emptyState ?? <EmptyMessage title={labels.noData} hint={labels.noDataHint} />}
      </BodyMessage>
    );
  } else if (sorted.length === 0) {
    body = (
      <BodyMessage colSpan={colSpan}>
        <EmptyMessage
          title={labels.noResults}
          detail={labels.noResultsFor(trimmedQuery)}
          hint={labels.noResultsHint}
          action={
            <Button
              variant="outlined"
              color="secondary"
              size="small"
              onClick={() => changeQuery('')}
              sx={{ mt: 1 }}
            >
              {labels.clearSearch}
            </Button>
          }
        />
      </BodyMessage>
    );
  } else {
    body = current.rows.map((row) => {
      const id = getRowId(row);
      const isSelected = selectable && selected.has(id);
      return (
        <TableRow key={id} hover selected={isSelected} aria-selected={selectable ? isSelected : undefined}>
          {selectable && (
            <TableCell padding="checkbox">
              <Checkbox
                color="primary"
                checked={isSelected}
                onChange={() => toggleRow(id)}
                slotProps={{
                  input: { 'aria-label': labels.selectRow(getRowLabel ? getRowLabel(row) : String(id)) },
                }}
              />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell
              key={column.id}
              align={column.align}
              sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
            >
              {column.render ? column.render(row) : displayValue(fieldOf(row, column.id))}
            </TableCell>
          ))}
          {rowActions && (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                {rowActions(row)}
              </Stack>
            </TableCell>
          )}
        </TableRow>
      );
    });
  }

  const searchBox = hasSearch && (
    <TextField
      size="small"
      value={query}
      onChange={(event: ChangeEvent<HTMLInputElement>) => changeQuery(event.target.value)}
      placeholder={labels.search}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': labels.search, 'aria-controls': tableId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconSearch size={18} stroke={1.5} aria-hidden />
            </InputAdornment>
          ),
          endAdornment:
            query === '' ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={labels.clearSearch}
                  onClick={() => changeQuery('')}
                >
                  <IconX size={16} aria-hidden />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );

  return (
    <Box sx={[{ width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(hasSearch || toolbarActions !== undefined) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: 3,
            py: 2.5,
          }}
        >
          {searchBox || <span />}
          {toolbarActions !== undefined && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {toolbarActions}
            </Stack>
          )}
        </Box>
      )}
      {selectable && (
        <Box role="status" sx={selectedCount === 0 ? visuallyHidden : undefined}>
          {selectedCount > 0 && (
            <Box
              sx={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                px: 3,
                py: 1.25,
                bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'light' ? 0.08 : 0.16),
                borderTop: `1px solid ${theme.palette.divider}`,
              })}
            >
              <Typography variant="subtitle1" sx={{ color: 'secondary.dark', flexGrow: 1 }}>
                {labels.selected(selectedCount)}
              </Typography>
              {bulkActions?.(selectedRows, clearSelection)}
              <Button size="small" color="inherit" onClick={clearSelection}>
                {labels.clearSelection}
              </Button>
            </Box>
          )}
        </Box>
      )}
      <TableContainer
        tabIndex={stickyHeader ? 0 : undefined}
        role={stickyHeader ? 'region' : undefined}
        aria-label={stickyHeader ? label : undefined}
        sx={stickyHeader ? { maxHeight } : undefined}
      >
        <Table
          id={tableId}
          aria-label={label}
          aria-busy={loading || undefined}
          size={dense ? 'small' : 'medium'}
          stickyHeader={stickyHeader}
          sx={(theme) => ({
            '& .MuiTableCell-root': { lineHeight: 1.6 },
            '& .MuiTableCell-root:first-of-type': { pl: selectable ? 1.5 : 3 },
            '& .MuiTableCell-root:last-of-type': { pr: 3 },
            // Mixed-direction text (dates, emails, Latin names in an RTL page) keeps its own order.
            '& .MuiTableCell-body': { unicodeBidi: 'plaintext' },
            '& .MuiTableCell-head': {
              bgcolor:
                theme.palette.mode === 'light'
                  ? theme.palette.grey[50]
                  : stickyHeader
                    ? theme.palette.background.paper
                    : alpha(theme.palette.common.white, 0.04),
            },
          })}
        >
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    color="primary"
                    disabled={loading || filteredIds.length === 0}
                    checked={allFilteredSelected}
                    indeterminate={filteredSelected > 0 && !allFilteredSelected}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': labels.selectAll } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const active = sort?.columnId === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active && sort ? sort.direction : false}
                    sx={{
                      width: column.width,
                      minWidth: column.minWidth,
                      whiteSpace: column.noWrapHeader || column.noWrap ? 'nowrap' : undefined,
                    }}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort ? sort.direction : 'asc'}
                        onClick={() => requestSort(column.id)}
                      >
                        {column.label}
                        {active && sort && (
                          <Box component="span" sx={visuallyHidden}>
                            {sort.direction === 'asc' ? labels.sortedAscending : labels.sortedDescending}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
              {rowActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {labels.actions}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <Box role="status" sx={visuallyHidden}>
        {loading ? labels.loading : ''}
      </Box>
      {showPagination && (
        <TablePagination
          component="div"
          count={sorted.length}
          page={current.page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={rowsPerPageOptions}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={labels.rowsPerPage}
          labelDisplayedRows={labels.displayedRows}
          getItemAriaLabel={labels.pageButton}
          sx={(theme) => ({
            borderTop: `1px solid ${theme.palette.divider}`,
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, minHeight: 56, px: 2 },
            '& .MuiTablePagination-spacer': { flex: '1 1 auto' },
            // Thai marks sit above and below the line: give them room instead of clipping.
            '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': {
              lineHeight: 1.75,
              my: 0,
              unicodeBidi: 'plaintext',
            },
          })}
        />
      )}
    </Box>
  );
}
