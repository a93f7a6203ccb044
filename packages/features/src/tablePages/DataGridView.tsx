/**
 * The data-grid page's grid: MUI X Data Grid (decision 0024), loaded by `DataGridScreen` with a
 * dynamic import, so the grid and its locales reach neither the shared template chunk nor any
 * other page. Sorting, filtering from the column menu, resizing by dragging a column's edge, a
 * quick search in the toolbar; the labels in the template locale where MUI X
 * exports them (French, Romanian, Chinese).
 */
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { frFR, roRO, zhCN } from '@mui/x-data-grid/locales';
import { formatBaht, formatDate, StatusChip } from '@pp/ui';
import { useMemo } from 'react';

import { useT } from '../shared/i18n/useT';
import { MEMBER_ROLES, MEMBER_STATUSES, type Member } from './data';
import { statusColor } from './columns';
import { tablePagesNs } from './i18n';

/** MUI X's own labels for the template locales it exports (9.14 ships no Thai entry: Thai shows English). */
const gridLocales: Record<string, Partial<GridLocaleText>> = {
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  ro: roRO.components.MuiDataGrid.defaultProps.localeText,
  zh: zhCN.components.MuiDataGrid.defaultProps.localeText,
};

export interface DataGridViewProps {
  rows: readonly Member[];
  /** Accessible name of the grid. */
  label: string;
}

/** The members in MUI X's grid, 25 rows a page (100 at most: the free grid's limit). */
export default function DataGridView({ rows, label }: DataGridViewProps) {
  const { t, locale } = useT(tablePagesNs);
  const columns = useMemo<GridColDef<Member>[]>(
    () => [
      { field: 'name', headerName: t('columns.name'), flex: 1, minWidth: 160 },
      { field: 'email', headerName: t('columns.email'), flex: 1.3, minWidth: 200 },
      { field: 'country', headerName: t('columns.country'), width: 130 },
      {
        field: 'role',
        headerName: t('columns.role'),
        type: 'singleSelect',
        width: 120,
        valueOptions: MEMBER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) })),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        type: 'singleSelect',
        width: 130,
        valueOptions: MEMBER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        renderCell: ({ row }) => (
          <StatusChip label={t(`status.${row.status}`)} color={statusColor[row.status]} />
        ),
      },
      { field: 'orders', headerName: t('columns.orders'), type: 'number', width: 110 },
      {
        field: 'spentSatang',
        headerName: t('columns.spent'),
        type: 'number',
        width: 140,
        valueFormatter: (value: number) => formatBaht(value, locale),
      },
      {
        field: 'joined',
        headerName: t('columns.joined'),
        type: 'date',
        width: 140,
        valueGetter: (value: string) => new Date(`${value}T00:00:00Z`),
        valueFormatter: (value: Date) => formatDate(value, { locale, timeZone: 'UTC' }),
      },
    ],
    [t, locale],
  );
  return (
    <Box sx={{ height: 600, width: '100%', minWidth: 0 }}>
      <DataGrid
        label={label}
        rows={rows}
        columns={columns}
        localeText={gridLocales[locale]}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 100]}
        disableRowSelectionOnClick
        sx={{
          border: 'none',
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          // As DataTable's pagination: English figures keep their order in an RTL page.
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': {
            unicodeBidi: 'plaintext',
          },
        }}
      />
    </Box>
  );
}
