import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

import { visuallyHidden } from '../a11y/visuallyHidden';
import type { DataTableColumn, DataTableLabels, DataTableSort } from './types';

export interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSort: (columnId: string) => void;
  labels: DataTableLabels;
  /** The select-all checkbox, when rows are selectable. */
  selectAll?: {
    disabled: boolean;
    checked: boolean;
    indeterminate: boolean;
    onToggle: () => void;
  };
  /** An "Actions" header at the end. */
  hasRowActions: boolean;
  /** A header (hidden text) over the detail buttons at the start. */
  hasDetails?: boolean;
}

/** Header row: select-all, one header per column (sortable ones with `aria-sort`), actions. */
export function DataTableHead<Row>({
  columns,
  sort,
  onSort,
  labels,
  selectAll,
  hasRowActions,
  hasDetails = false,
}: DataTableHeadProps<Row>) {
  return (
    <TableHead>
      <TableRow>
        {hasDetails && (
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              {labels.details}
            </Box>
          </TableCell>
        )}
        {selectAll && (
          <TableCell padding="checkbox">
            <Checkbox
              color="primary"
              disabled={selectAll.disabled}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              onChange={selectAll.onToggle}
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
                  direction={active && sort ? sort.direction : (column.firstSortDirection ?? 'asc')}
                  onClick={() => onSort(column.id)}
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
        {hasRowActions && (
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {labels.actions}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
