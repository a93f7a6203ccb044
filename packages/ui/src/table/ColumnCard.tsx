import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import { cellContent } from './cells';
import type { DataTableColumn } from './types';

export interface ColumnCardProps<Row extends object> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
}

/**
 * A row as a card, for tables without a card of their own on a narrow screen: the first column on
 * top, then each other column as its label and value, so nothing is hidden off to the side.
 */
export function ColumnCard<Row extends object>({ row, columns }: ColumnCardProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {first && <Box sx={{ minWidth: 0 }}>{cellContent(first, row)}</Box>}
      {rest.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.75,
            alignItems: 'center',
          }}
        >
          {rest.map((column) => (
            <Fragment key={column.id}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {column.label}
              </Typography>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  minWidth: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-end',
                  textAlign: 'end',
                }}
              >
                {cellContent(column, row)}
              </Box>
            </Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}
