import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Fragment, type ReactNode } from 'react';

import type { DataRowsProps } from './DataTableBody';
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
  /** Detail panels: a button ends each card, the panel opens under it. */
  details?: DataRowsProps<Row>['details'];
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
  details,
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
      {rows.map((row, index) => {
        const id = getRowId(row);
        const isOpen = details !== undefined && details.open.has(id);
        return (
          <Fragment key={id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <ListItem
              disableGutters
              sx={{
                gap: 1.5,
                py: 1.5,
                flexWrap: 'wrap',
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
              {details && (
                <>
                  <details.Toggle
                    open={isOpen}
                    label={details.buttonLabel(row, id)}
                    controls={details.panelId(id)}
                    onToggle={() => details.toggle(id)}
                  />
                  {isOpen && (
                    <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
                      <details.Panel id={details.panelId(id)}>{details.render(row)}</details.Panel>
                    </Box>
                  )}
                </>
              )}
            </ListItem>
          </Fragment>
        );
      })}
    </List>
  );
}
