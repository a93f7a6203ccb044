import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconDatabaseOff, IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';

import { cellContent } from './cells';
import type { DataTableColumn, RowDetails, RowId } from './types';

/** Centered message in the body: empty, no results, error. */
export function BodyMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ borderBottom: 'none', py: 6 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The table's own empty and no-results view (a search icon when `detail` names the search). */
export function EmptyMessage({
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
          sx={{ color: 'text.primary', overflowWrap: 'break-word', maxWidth: '60ch' }}
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

/** The "No results" view with a button that clears the search. */
export function NoResultsMessage({
  title,
  detail,
  hint,
  clearLabel,
  onClear,
}: {
  title: string;
  detail: string;
  hint: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <EmptyMessage
      title={title}
      detail={detail}
      hint={hint}
      action={
        <Button variant="outlined" color="secondary" size="small" onClick={onClear} sx={{ mt: 1 }}>
          {clearLabel}
        </Button>
      }
    />
  );
}

/** Placeholder rows while the data loads (hidden from screen readers: a status says "Loading"). */
export function SkeletonRows<Row>({
  count,
  columns,
  selectable,
  hasRowActions,
  hasDetails,
}: {
  count: number;
  columns: readonly DataTableColumn<Row>[];
  selectable: boolean;
  hasRowActions: boolean;
  hasDetails: boolean;
}) {
  return Array.from({ length: count }, (_, index) => (
    <TableRow key={`skeleton-${index}`} aria-hidden>
      {hasDetails && <TableCell padding="checkbox" />}
      {selectable && (
        <TableCell padding="checkbox">
          <Skeleton variant="rounded" width={18} height={18} sx={{ mx: 'auto' }} />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.id} align={column.align}>
          <Skeleton variant="text" sx={{ display: 'inline-block', width: index % 2 === 0 ? '80%' : '60%' }} />
        </TableCell>
      ))}
      {hasRowActions && (
        <TableCell align="right">
          <Skeleton variant="circular" width={28} height={28} sx={{ display: 'inline-block' }} />
        </TableCell>
      )}
    </TableRow>
  ));
}

export interface DataRowsProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => RowId;
  /** Selection, when rows are selectable. */
  selection?: {
    selected: ReadonlySet<RowId>;
    toggle: (id: RowId) => void;
    /** Accessible name of a row's checkbox. */
    checkboxLabel: (row: Row, id: RowId) => string;
  };
  rowActions?: (row: Row) => ReactNode;
  /** Detail panels, when rows have them. */
  details?: RowDetails<Row> & {
    open: ReadonlySet<RowId>;
    toggle: (id: RowId) => void;
    /** Accessible name of a row's detail button. */
    buttonLabel: (row: Row, id: RowId) => string;
    /** Id of the row's panel (the button's `aria-controls`). */
    panelId: (id: RowId) => string;
    /** Cells a panel spans: every column of the table. */
    colSpan: number;
  };
}

/** The rows of the current page: detail button, checkbox, cells, actions; then the detail panel. */
export function DataRows<Row extends object>({
  rows,
  columns,
  getRowId,
  selection,
  rowActions,
  details,
}: DataRowsProps<Row>) {
  return rows.map((row) => {
    const id = getRowId(row);
    const isSelected = selection !== undefined && selection.selected.has(id);
    const isOpen = details !== undefined && details.open.has(id);
    const line = (
      <TableRow
        key={id}
        hover
        selected={isSelected}
        aria-selected={selection ? isSelected : undefined}
        // The panel's row draws the line under an open row.
        sx={isOpen ? { '& > .MuiTableCell-root': { borderBottom: 'unset' } } : undefined}
      >
        {details && (
          <TableCell padding="checkbox">
            <details.Toggle
              open={isOpen}
              label={details.buttonLabel(row, id)}
              controls={details.panelId(id)}
              onToggle={() => details.toggle(id)}
            />
          </TableCell>
        )}
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              color="primary"
              checked={isSelected}
              onChange={() => selection.toggle(id)}
              slotProps={{ input: { 'aria-label': selection.checkboxLabel(row, id) } }}
            />
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.align}
            sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
          >
            {cellContent(column, row)}
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
    if (!details) return line;
    // The same fragment open or closed, so the row (and its button, with the focus) stays mounted.
    return (
      <Fragment key={id}>
        {line}
        {isOpen && (
          <TableRow>
            <TableCell colSpan={details.colSpan} sx={{ pt: 0, pb: 2 }}>
              <details.Panel id={details.panelId(id)}>{details.render(row)}</details.Panel>
            </TableCell>
          </TableRow>
        )}
      </Fragment>
    );
  });
}
