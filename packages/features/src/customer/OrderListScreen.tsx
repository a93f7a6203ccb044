import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconEye, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import {
  EmptyState,
  MainCard,
  StatusChip,
  DataTable,
  type DataTableColumn,
  type SearchField,
  RowAction,
} from '@pp/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { CustomerOrder, StatusCode } from './types';
import { ordersAtom } from './atoms';
import { PaymentType } from './components/PaymentType';
import { PersonCell } from './components/PersonCell';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { avatarFor, useCustomerFormat, type CustomerFormat } from './format';
import { customerNs, type CustomerT } from './i18n';
import { statusMeta } from './status';
import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';
import { pathTo } from '../shared/routes/paths';

const columnsOf = (t: CustomerT, format: CustomerFormat): DataTableColumn<CustomerOrder>[] => [
  {
    id: 'id',
    label: t('orders.id'),
    sortable: true,
    render: (row) => `#${row.id}`,
    noWrapHeader: true,
    width: 120,
  },
  {
    id: 'name',
    label: t('orders.customer'),
    sortable: true,
    render: (row) => <PersonCell name={row.name} avatar={avatarFor(row.name)} />,
  },
  { id: 'company', label: t('orders.company'), sortable: true },
  {
    id: 'type',
    label: t('orders.payment'),
    sortable: true,
    render: (row) => <PaymentType type={row.type} />,
  },
  { id: 'qty', label: t('orders.qty'), align: 'right', sortable: true, width: 80 },
  {
    id: 'date',
    label: t('orders.date'),
    sortable: true,
    noWrap: true,
    render: (row) => format.day(row.date),
    width: 140,
  },
  {
    id: 'status',
    label: t('orders.status'),
    align: 'center',
    sortable: true,
    width: 130,
    render: (row) => <StatusCell entity="order" code={row.status} />,
  },
];

const searchFieldsOf = (t: CustomerT): SearchField<CustomerOrder>[] => [
  'id',
  'name',
  'company',
  'type',
  (row) => t(statusMeta('order', row.status).key),
];

const orderId = (row: CustomerOrder) => row.id;

const removalTextOf = (t: CustomerT): RemovalText<CustomerOrder> => ({
  title: () => t('orders.deleteTitle'),
  message: (row) => t('orders.deleteText', { id: row.id, name: row.name }),
  done: (row) => t('orders.deleted', { id: row.id }),
});

type StatusTab = 'all' | StatusCode;
const tabs: StatusTab[] = ['all', 1, 2, 3];

function tabLabel(t: CustomerT, tab: StatusTab): string {
  return tab === 'all' ? t('orders.all') : t(statusMeta('order', tab).key);
}

/** `/customer/order-list`: every order, filtered by status tabs with counts, searchable and sortable. */
export function OrderListScreen() {
  const { t, locale } = useT(customerNs);
  const remote = useRemote(ordersAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(t, format), [t, format]);
  const searchFields = useMemo(() => searchFieldsOf(t), [t]);
  const labels = useTableLabels(t('orders.search'));
  const orderLabel = useMemo(() => (row: CustomerOrder) => t('orders.rowLabel', { id: row.id }), [t]);
  const removalText = useMemo(() => removalTextOf(t), [t]);
  const removal = useRemoval(orderId, removalText);
  const navigate = useNavigate();
  const [tab, setTab] = useState<StatusTab>('all');
  const { visible } = removal;

  const orders = useMemo(() => visible(remote.data ?? []), [remote.data, visible]);
  const counts = useMemo(() => {
    const byStatus: Record<StatusTab, number> = { all: orders.length, 1: 0, 2: 0, 3: 0 };
    for (const order of orders) byStatus[order.status] += 1;
    return byStatus;
  }, [orders]);
  const rows = useMemo(
    () => (tab === 'all' ? orders : orders.filter((order) => order.status === tab)),
    [orders, tab],
  );
  const ready = remote.data !== undefined;

  return (
    <MainCard title={t('pages.orderList')} content={false}>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: StatusTab) => setTab(next)}
          aria-label={t('orders.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((value) => {
            const color = value === 'all' ? 'primary' : statusMeta('order', value).color;
            return (
              <Tab
                key={value}
                value={value}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{tabLabel(t, value)}</span>
                    <StatusChip
                      label={ready ? format.count(counts[value]) : '–'}
                      color={color}
                      variant={tab === value ? 'filled' : 'outlined'}
                      sx={{ minWidth: 28, cursor: 'inherit' }}
                    />
                  </Stack>
                }
              />
            );
          })}
        </Tabs>
      </Box>
      <DataTable
        label={t('orders.table')}
        rows={rows}
        columns={columns}
        getRowId={orderId}
        getRowLabel={orderLabel}
        searchFields={searchFields}
        pageResetKey={tab}
        defaultSort={{ columnId: 'date', direction: 'desc' }}
        labels={labels}
        loading={remote.status === 'loading'}
        error={
          remote.status === 'error' ? (
            <LoadFailed title={t('orders.loadFailed')} error={remote.error} onRetry={remote.retry} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconShoppingCart size={32} stroke={1.5} />}
            title={
              tab === 'all'
                ? t('orders.emptyTitle')
                : t('orders.emptyTabTitle', { status: tabLabel(t, tab).toLocaleLowerCase(locale) })
            }
            description={tab === 'all' ? t('orders.emptyText') : t('orders.emptyTabText')}
          />
        }
        rowActions={(row) => (
          <>
            <RowAction
              label={t('orders.viewOrder', { id: row.id })}
              tooltip={t('orders.viewDetails')}
              icon={<IconEye size={18} stroke={1.5} />}
              color="secondary"
              onClick={() => navigate(pathTo.orderDetails(row.id))}
            />
            <RowAction
              label={t('orders.deleteOrder', { id: row.id })}
              tooltip={t('common.delete')}
              icon={<IconTrash size={18} stroke={1.5} />}
              color="error"
              onClick={() => removal.ask(row)}
            />
          </>
        )}
      />
      {removal.elements}
    </MainCard>
  );
}
