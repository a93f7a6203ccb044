import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Fragment, type ReactNode } from 'react';

import type { RowId } from './types';

export interface CompactRowsProps<Row> {
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  renderRow: (row: Row) => ReactNode;
  /** Accessible name of the list (the table's label). */
  label: string;
  id: string;
  loading: boolean;
  skeletonCount: number;
  /** Row actions, at the end of each card. */
  rowActions?: (row: Row) => ReactNode;
}

/** The table on a narrow screen: one card per row, in a list named like the table. */
export function CompactRows<Row>({
  rows,
  getRowId,
  renderRow,
  label,
  id,
  loading,
  skeletonCount,
  rowActions,
}: CompactRowsProps<Row>) {
  if (loading) {
    return (
      <Stack aria-hidden spacing={1.5} sx={{ px: 3, py: 2 }}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Skeleton
              variant="rounded"
              sx={(theme) => ({ width: theme.spacing(5), height: theme.spacing(5) })}
            />
            <Stack sx={{ flex: 1 }}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="65%" />
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <List id={id} disablePadding aria-label={label} sx={{ px: 3 }}>
      {rows.map((row, index) => (
        <Fragment key={getRowId(row)}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <ListItem
            disableGutters
            sx={{
              gap: 1.5,
              py: 1.5,
              alignItems: 'flex-start',
              // Like the table's cells: dates, amounts and Latin names keep their order in an RTL page.
              '& .MuiTypography-root': { unicodeBidi: 'plaintext' },
            }}
          >
            {renderRow(row)}
            {rowActions && (
              <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                {rowActions(row)}
              </Stack>
            )}
          </ListItem>
        </Fragment>
      ))}
    </List>
  );
}
