import Box from '@mui/material/Box';
import { LoadingArea, Placeholder } from '@pp/ui';
import { lazy, Suspense, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { MANY_ROWS, membersOf, type Member } from './data';
import { tablePagesNs } from './i18n';
import { TablePage, ToolbarSwitch } from './layout';

/** MUI X's grid loads with this page only (decision 0024), never with the other template pages. */
const DataGridView = lazy(() => import('./DataGridView'));
const FEW_ROWS = 500;

export interface DataGridScreenProps {
  /** The members shown (default: the sample members, 10,000 with the switch). */
  rows?: readonly Member[];
}

/** `/tables/data`: MUI X Data Grid with sorting, filtering and column resizing; 10,000 rows with the switch. */
export function DataGridScreen({ rows: given }: DataGridScreenProps) {
  const { t } = useT(tablePagesNs);
  const [many, setMany] = useState(false);
  const rows = given ?? membersOf(many ? MANY_ROWS : FEW_ROWS);
  return (
    <TablePage title={t('pages.data')} intro={t('grid.intro')}>
      {given === undefined && (
        <Box sx={{ px: 3, pb: 1 }}>
          <ToolbarSwitch label={t('tables.manyRows')} checked={many} onChange={setMany} />
        </Box>
      )}
      <Suspense fallback={<GridLoading label={t('grid.loading')} />}>
        <DataGridView rows={rows} label={t('tables.members')} />
      </Suspense>
    </TablePage>
  );
}

/** The grid's place while its chunk loads: skeleton rows of the grid's height. */
function GridLoading({ label }: { label: string }) {
  return (
    <LoadingArea
      label={label}
      sx={{ height: 600, px: 3, pt: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Placeholder variant="rounded" height={40} />
      {Array.from({ length: 8 }, (_, index) => (
        <Placeholder key={index} variant="text" height={32} />
      ))}
    </LoadingArea>
  );
}
