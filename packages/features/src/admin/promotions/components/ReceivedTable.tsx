import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {
  DataTable,
  EmptyState,
  formatBaht,
  formatDateTime,
  formatNumber,
  StatusChip,
  type DataTableColumn,
} from '@pp/ui';
import { IconGift } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useMemo } from 'react';

import { useTableLabels } from '../../../shared/i18n/table';
import { useT } from '../../../shared/i18n/useT';
import { useRemote } from '../../../shared/query/read';
import { adminNs } from '../../i18n';
import type { ReceivedDay, ReceivedPromotion } from '../api';
import { receivedPromotionsAtom, receivedQueryAtom } from '../atoms';
import { adminPromotionsNs, type PromotionsT } from '../i18n';
import { readStateProps, serverPaging } from './tableParts';

const columnsOf = (t: PromotionsT, locale: string): DataTableColumn<ReceivedPromotion>[] => [
  {
    id: 'username',
    label: t('received.player'),
    noWrap: true,
  },
  {
    id: 'title',
    label: t('received.promotion'),
    minWidth: 160,
    render: (row) => (
      <Box component="span" sx={{ overflowWrap: 'break-word' }}>
        {row.title}
      </Box>
    ),
  },
  {
    id: 'depositSatang',
    label: t('received.deposit'),
    align: 'right',
    noWrap: true,
    render: (row) => formatBaht(row.depositSatang),
  },
  {
    id: 'bonusSatang',
    label: t('received.bonus'),
    align: 'right',
    noWrap: true,
    render: (row) => formatBaht(row.bonusSatang),
  },
  {
    id: 'status',
    label: t('received.status'),
    align: 'center',
    noWrap: true,
    render: (row) => (
      <StatusChip
        color={row.status === 'active' ? 'primary' : 'success'}
        label={t(row.status === 'active' ? 'received.active' : 'received.completed')}
      />
    ),
  },
  {
    id: 'claimedAt',
    label: t('received.claimedAt'),
    noWrap: true,
    render: (row) => formatDateTime(row.claimedAt, { locale }),
  },
];

const rowId = (row: ReceivedPromotion) => `${row.playerId}:${row.promotionId}:${row.claimedAt}`;

/** The promotions players received, newest first, paged on the server, claimed today or ever. */
export function ReceivedTable() {
  const { t, locale } = useT(adminPromotionsNs);
  const common = useT(adminNs).t;
  const [query, setQuery] = useAtom(receivedQueryAtom);
  const received = useRemote(receivedPromotionsAtom);
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  const page = received.data;
  const labels = useTableLabels(t('received.table'));

  const dayFilter = (
    <TextField
      select
      size="small"
      label={t('received.day')}
      value={query.day}
      onChange={(event) => setQuery({ ...query, day: event.target.value as ReceivedDay, page: 0 })}
      sx={(theme) => ({ minWidth: theme.spacing(20) })}
    >
      <MenuItem value="today">{t('received.today')}</MenuItem>
      <MenuItem value="all">{t('received.all')}</MenuItem>
    </TextField>
  );

  return (
    <DataTable
      label={t('received.table')}
      rows={page?.items ?? []}
      totalRows={page?.total ?? 0}
      columns={columns}
      getRowId={rowId}
      labels={labels}
      toolbarFilters={dayFilter}
      summary={({ matching }) => t('received.count', { count: formatNumber(matching, { locale }) })}
      {...serverPaging(query, setQuery)}
      {...readStateProps(received, common, t('received.loadFailed'))}
      emptyState={
        <EmptyState
          tone="secondary"
          icon={<IconGift size={32} stroke={1.5} />}
          title={t(query.day === 'today' ? 'received.emptyToday' : 'received.emptyAll')}
          description={t('received.emptyText')}
        />
      }
    />
  );
}
