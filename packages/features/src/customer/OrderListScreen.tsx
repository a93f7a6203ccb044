import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconEye, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { EmptyState, MainCard, StatusChip, DataTable, type DataTableColumn, type SearchField } from '@pp/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { CustomerOrder, StatusCode } from './types';
import { ordersAtom } from './atoms';
import { PaymentType } from './components/PaymentType';
import { PersonCell } from './components/PersonCell';
import { RowAction } from './components/RowAction';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { avatarFor, useCustomerFormat, type CustomerFormat } from './format';
import { statusMeta } from './status';
import { useRemote } from '../shared/query/read';
import { pathTo } from '../shared/routes/paths';

const columnsOf = (format: CustomerFormat): DataTableColumn<CustomerOrder>[] => [
  {
    id: 'id',
    label: 'Order ID',
    sortable: true,
    render: (row) => `#${row.id}`,
    noWrapHeader: true,
    width: 120,
  },
  {
    id: 'name',
    label: 'Customer',
    sortable: true,
    render: (row) => <PersonCell name={row.name} avatar={avatarFor(row.name)} />,
  },
  { id: 'company', label: 'Company', sortable: true },
  { id: 'type', label: 'Payment', sortable: true, render: (row) => <PaymentType type={row.type} /> },
  { id: 'qty', label: 'Qty', align: 'right', sortable: true, width: 80 },
  {
    id: 'date',
    label: 'Date',
    sortable: true,
    noWrap: true,
    render: (row) => format.day(row.date),
    width: 140,
  },
  {
    id: 'status',
    label: 'Status',
    align: 'center',
    sortable: true,
    width: 130,
    render: (row) => <StatusCell entity="order" code={row.status} />,
  },
];

const searchFields: SearchField<CustomerOrder>[] = [
  'id',
  'name',
  'company',
  'type',
  (row) => statusMeta('order', row.status).label,
];

const orderId = (row: CustomerOrder) => row.id;
const orderLabel = (row: CustomerOrder) => `order #${row.id}`;

const removalText: RemovalText<CustomerOrder> = {
  title: () => 'Delete order?',
  message: (row) =>
    `Order #${row.id} of ${row.name} will be removed from the list. You can undo this right after.`,
  done: (row) => `Order #${row.id} deleted`,
};

type StatusTab = 'all' | StatusCode;
const tabs: StatusTab[] = ['all', 1, 2, 3];

function tabLabel(tab: StatusTab): string {
  return tab === 'all' ? 'All' : statusMeta('order', tab).label;
}

/** `/customer/order-list`: every order, filtered by status tabs with counts, searchable and sortable. */
export function OrderListScreen() {
  const remote = useRemote(ordersAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(format), [format]);
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
    <MainCard title="Order List" content={false}>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: StatusTab) => setTab(next)}
          aria-label="Order status"
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
                    <span>{tabLabel(value)}</span>
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
        label="Orders"
        rows={rows}
        columns={columns}
        getRowId={orderId}
        getRowLabel={orderLabel}
        searchFields={searchFields}
        pageResetKey={tab}
        defaultSort={{ columnId: 'date', direction: 'desc' }}
        labels={{ search: 'Search orders' }}
        loading={remote.status === 'loading'}
        error={
          remote.status === 'error' ? (
            <LoadFailed title="We could not load the orders" error={remote.error} onRetry={remote.retry} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconShoppingCart size={32} stroke={1.5} />}
            title={tab === 'all' ? 'No orders yet' : `No ${tabLabel(tab).toLowerCase()} orders`}
            description={
              tab === 'all'
                ? 'Orders show up here as soon as customers buy.'
                : 'Pick another tab to see other orders.'
            }
          />
        }
        rowActions={(row) => (
          <>
            <RowAction
              label={`View order #${row.id}`}
              tooltip="View details"
              icon={<IconEye size={18} stroke={1.5} />}
              color="secondary"
              onClick={() => navigate(pathTo.orderDetails(row.id))}
            />
            <RowAction
              label={`Delete order #${row.id}`}
              tooltip="Delete"
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
