import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';

import { visuallyHidden } from '../a11y/visuallyHidden';
import { useElementWidth } from '../hooks/useElementWidth';
import { ColumnCard } from './ColumnCard';
import { CompactRows } from './CompactRows';
import { BodyMessage, DataRows, EmptyMessage, NoResultsMessage, SkeletonRows } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { DataTablePagination } from './DataTablePagination';
import { DataTableToolbar, SearchBox } from './DataTableToolbar';
import { SelectionBar } from './SelectionBar';
import { defaultDataTableLabels, type DataTableProps, type RowId } from './types';
import { useSelection } from './useSelection';
import { useTableRows } from './useTableRows';

export {
  defaultDataTableLabels,
  type ColumnAlign,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSort,
  type DataTableSummary,
  type DetailToggleProps,
  type RowDetails,
  type RowId,
  type SearchField,
} from './types';

/** Width of its container under which a table shows cards (its own `renderCompactRow`, or `ColumnCard`). */
const DEFAULT_COMPACT_BELOW = 600;

/**
 * A generic, accessible data table of the design system: client-side search over chosen fields,
 * sortable headers, paging, optional row selection with bulk actions, row actions, and loading,
 * empty and error states. Only the visible page is rendered; search and sort are memoized, so it
 * stays fast on 10,000 rows. Search, sort and paging may each be controlled by the parent, or all
 * done by the server (`totalRows`: `rows` is then one page, 100,000 rows behind it). Narrow
 * containers (a phone) get a list of cards instead of the table: `renderCompactRow`, or by default
 * `ColumnCard` (each column as label and value); a selectable table stays a table.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const {
    rows,
    columns,
    getRowId,
    label,
    rowsPerPageOptions = [5, 10, 25],
    showFirstLastButtons = false,
    selectable = false,
    getRowLabel,
    bulkActions,
    rowActions,
    rowDetails,
    paginate = true,
    toolbarActions,
    toolbarFilters,
    summary,
    loading = false,
    error,
    emptyState,
    noResultsState,
    dense = false,
    stickyHeader = false,
    maxHeight = 440,
    minWidth,
    renderCompactRow,
    compact: compactProp,
    compactBelow = DEFAULT_COMPACT_BELOW,
    labels: labelOverrides,
    sx,
  } = props;
  const labels = useMemo(() => ({ ...defaultDataTableLabels, ...labelOverrides }), [labelOverrides]);
  const tableId = useId();
  // Without paging, one page holds every row.
  const table = useTableRows(paginate ? props : { ...props, rowsPerPage: Number.POSITIVE_INFINITY });
  const { sorted, matching, current, rowsPerPage, changeQuery } = table;
  const selection = useSelection(rows, sorted, getRowId, selectable);
  const { ref: widthRef, width } = useElementWidth<HTMLDivElement>();
  const renderCard = useMemo(
    () =>
      renderCompactRow ?? (selectable ? undefined : (row: Row) => <ColumnCard row={row} columns={columns} />),
    [renderCompactRow, selectable, columns],
  );
  const [openDetails, setOpenDetails] = useState<ReadonlySet<RowId>>(() => new Set());
  const toggleDetail = useCallback(
    (id: RowId) =>
      setOpenDetails((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const compact = renderCard !== undefined && (compactProp ?? (width !== undefined && width < compactBelow));

  const hasError = error !== undefined && error !== null && error !== false;
  const colSpan = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0) + (rowDetails ? 1 : 0);
  const skeletonCount = Math.min(rowsPerPage, 5);
  const details = rowDetails && {
    ...rowDetails,
    open: openDetails,
    toggle: toggleDetail,
    buttonLabel: (row: Row, id: RowId) => labels.showDetails(getRowLabel ? getRowLabel(row) : String(id)),
    panelId: (id: RowId) => `${tableId}-detail-${String(id)}`,
    colSpan,
  };
  const onServer = props.totalRows !== undefined;
  const showPagination = paginate && !loading && error === undefined && rows.length > 0 && sorted.length > 0;
  const trimmedQuery = table.deferredQuery.trim();
  const clearSearch = () => changeQuery('');

  // What replaces the rows, if anything: the error, the empty view, the no-results view.
  let message: ReactNode = null;
  if (hasError) message = error;
  else if (loading) message = null;
  else if (rows.length === 0 && !(onServer && trimmedQuery !== ''))
    message = emptyState ?? <EmptyMessage title={labels.noData} hint={labels.noDataHint} />;
  else if (sorted.length === 0) {
    message = noResultsState ? (
      noResultsState(trimmedQuery, clearSearch)
    ) : (
      <NoResultsMessage
        title={labels.noResults}
        detail={labels.noResultsFor(trimmedQuery)}
        hint={labels.noResultsHint}
        clearLabel={labels.clearSearch}
        onClear={clearSearch}
      />
    );
  }

  let content: ReactNode;
  if (compact) {
    content =
      message !== null ? (
        <Box sx={{ px: 3, py: 6 }}>{message}</Box>
      ) : (
        <CompactRows
          id={tableId}
          rows={current.rows}
          getRowId={getRowId}
          renderRow={renderCard}
          label={label}
          loading={loading}
          skeletonCount={skeletonCount}
          rowActions={rowActions}
          details={details}
        />
      );
  } else {
    let body: ReactNode;
    if (message !== null) body = <BodyMessage colSpan={colSpan}>{message}</BodyMessage>;
    else if (loading) {
      body = (
        <SkeletonRows
          count={skeletonCount}
          columns={columns}
          selectable={selectable}
          hasRowActions={rowActions !== undefined}
          hasDetails={details !== undefined}
        />
      );
    } else {
      body = (
        <DataRows
          rows={current.rows}
          columns={columns}
          getRowId={getRowId}
          rowActions={rowActions}
          details={details}
          selection={
            selectable
              ? {
                  selected: selection.selected,
                  toggle: selection.toggleRow,
                  checkboxLabel: (row, id) => labels.selectRow(getRowLabel ? getRowLabel(row) : String(id)),
                }
              : undefined
          }
        />
      );
    }
    content = (
      <TableContainer
        tabIndex={stickyHeader ? 0 : undefined}
        role={stickyHeader ? 'region' : undefined}
        aria-label={stickyHeader ? label : undefined}
        // Positioned, so what sits absolutely inside the rows (the sort labels' hidden text) is
        // clipped with them instead of widening the page on a phone.
        sx={{ position: 'relative', ...(stickyHeader ? { maxHeight } : {}) }}
      >
        <Table
          id={tableId}
          aria-label={label}
          aria-busy={loading || undefined}
          size={dense ? 'small' : 'medium'}
          stickyHeader={stickyHeader}
          sx={(theme) => ({
            ...(minWidth === undefined ? {} : { minWidth }),
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
          <DataTableHead
            columns={columns}
            sort={table.sort}
            onSort={table.requestSort}
            labels={labels}
            hasRowActions={rowActions !== undefined}
            hasDetails={details !== undefined}
            selectAll={
              selectable
                ? {
                    disabled: loading || !selection.anyMatching,
                    checked: selection.allFilteredSelected,
                    indeterminate: selection.someSelected,
                    onToggle: selection.toggleAll,
                  }
                : undefined
            }
          />
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
    );
  }

  const hasToolbar =
    table.hasSearch || toolbarActions !== undefined || toolbarFilters !== undefined || summary !== undefined;

  return (
    <Box
      ref={renderCard !== undefined && compactProp === undefined ? widthRef : undefined}
      sx={[{ width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {hasToolbar && (
        <DataTableToolbar
          search={
            table.hasSearch && (
              <SearchBox value={table.query} onChange={changeQuery} controls={tableId} labels={labels} />
            )
          }
          filters={toolbarFilters}
          actions={toolbarActions}
          summary={
            summary && !loading && !hasError
              ? summary({ total: onServer ? matching : rows.length, matching, query: trimmedQuery })
              : undefined
          }
        />
      )}
      {selectable && (
        <SelectionBar
          count={selection.selectedCount}
          label={labels.selected(selection.selectedCount)}
          clearLabel={labels.clearSelection}
          onClear={selection.clearSelection}
        >
          {selection.selectedCount > 0
            ? bulkActions?.(selection.selectedRows, selection.clearSelection)
            : undefined}
        </SelectionBar>
      )}
      {content}
      <Box role="status" sx={visuallyHidden}>
        {loading ? labels.loading : ''}
      </Box>
      {showPagination && (
        <DataTablePagination
          count={matching}
          page={current.page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={rowsPerPageOptions}
          onPageChange={table.setPage}
          onRowsPerPageChange={table.changeRowsPerPage}
          showFirstLastButtons={showFirstLastButtons}
          labels={labels}
        />
      )}
    </Box>
  );
}
