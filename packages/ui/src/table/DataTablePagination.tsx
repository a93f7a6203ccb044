import TablePagination from '@mui/material/TablePagination';

import type { DataTableLabels } from './types';

export interface DataTablePaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  showFirstLastButtons: boolean;
  labels: Pick<DataTableLabels, 'rowsPerPage' | 'displayedRows' | 'pageButton'>;
}

/** Page size and page buttons under the table, wrapping on narrow screens. */
export function DataTablePagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  showFirstLastButtons,
  labels,
}: DataTablePaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={rowsPerPageOptions}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      showFirstButton={showFirstLastButtons}
      showLastButton={showFirstLastButtons}
      labelRowsPerPage={labels.rowsPerPage}
      labelDisplayedRows={labels.displayedRows}
      getItemAriaLabel={labels.pageButton}
      sx={(theme) => ({
        borderTop: `1px solid ${theme.palette.divider}`,
        // On a narrow screen the page buttons wrap to a line of their own: at its end, as on one line.
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          rowGap: 0.5,
          minHeight: 56,
          px: 2,
        },
        '& .MuiTablePagination-spacer': { flex: '1 1 auto' },
        // Thumb-sized on a touch screen: the page buttons and the page-size menu.
        '@media (pointer: coarse)': {
          '& .MuiTablePagination-actions .MuiIconButton-root': { width: 44, height: 44 },
          '& .MuiTablePagination-input': { minHeight: 44, justifyContent: 'center' },
        },
        // Thai marks sit above and below the line: give them room instead of clipping.
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': {
          lineHeight: 1.75,
          my: 0,
          unicodeBidi: 'plaintext',
        },
      })}
    />
  );
}
