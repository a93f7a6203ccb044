import { IconEye, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import {
  EmptyState,
  MainCard,
  useNotify,
  DataTable,
  type DataTableColumn,
  type SearchField,
  RowAction,
} from '@pp/ui';
import { useMemo, useState } from 'react';

import type { Customer } from './types';
import { customersAtom } from './atoms';
import { useRemote } from '../shared/query/read';
import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { CustomerDetailsDialog, CustomerEditDialog } from './components/CustomerDialogs';
import { PersonCell } from './components/PersonCell';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { avatarFor, useCustomerFormat, type CustomerFormat } from './format';
import { customerNs, type CustomerT } from './i18n';
import { statusMeta } from './status';

const columnsOf = (t: CustomerT, format: CustomerFormat): DataTableColumn<Customer>[] => [
  {
    id: 'name',
    label: t('customers.customer'),
    sortable: true,
    render: (row) => <PersonCell name={row.name} detail={row.email} avatar={avatarFor(row.id)} />,
  },
  { id: 'location', label: t('customers.location'), sortable: true },
  { id: 'orders', label: t('customers.orders'), align: 'right', sortable: true, width: 100 },
  {
    id: 'date',
    label: t('customers.joined'),
    sortable: true,
    render: (row) => format.day(row.date),
    noWrap: true,
    width: 140,
  },
  {
    id: 'status',
    label: t('customers.status'),
    align: 'center',
    sortable: true,
    width: 120,
    render: (row) => <StatusCell entity="customer" code={row.status} />,
  },
];

const searchFieldsOf = (t: CustomerT): SearchField<Customer>[] => [
  'name',
  'email',
  'location',
  (row) => t(statusMeta('customer', row.status).key),
];

const removalTextOf = (t: CustomerT): RemovalText<Customer> => ({
  title: () => t('customers.deleteTitle'),
  message: (row) => t('customers.deleteText', { name: row.name }),
  done: (row) => t('customers.deleted', { name: row.name }),
});

const customerId = (row: Customer) => row.id;
const customerName = (row: Customer) => row.name;

/** `/customer/customer-list`: every customer with search, sort, paging, status and row actions. */
export function CustomerListScreen() {
  const { t } = useT(customerNs);
  const customers = useRemote(customersAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(t, format), [t, format]);
  const searchFields = useMemo(() => searchFieldsOf(t), [t]);
  const labels = useTableLabels(t('customers.search'));
  const removalText = useMemo(() => removalTextOf(t), [t]);
  const removal = useRemoval(customerId, removalText);
  const notify = useNotify();
  const [edits, setEdits] = useState<ReadonlyMap<number, Customer>>(() => new Map());
  const [viewing, setViewing] = useState<Customer | null>(null);
  const [editing, setEditing] = useState<Customer | null>(null);
  const { visible } = removal;

  const rows = useMemo(
    () => visible(customers.data ?? []).map((row) => edits.get(row.id) ?? row),
    [customers.data, visible, edits],
  );

  const save = (customer: Customer) => {
    setEdits((previous) => new Map(previous).set(customer.id, customer));
    setEditing(null);
    notify({ message: t('customers.updated', { name: customer.name }), severity: 'success' });
  };

  return (
    <MainCard title={t('pages.customerList')} content={false}>
      <DataTable
        label={t('customers.table')}
        rows={rows}
        columns={columns}
        getRowId={customerId}
        getRowLabel={customerName}
        searchFields={searchFields}
        defaultSort={{ columnId: 'date', direction: 'desc' }}
        labels={labels}
        loading={customers.status === 'loading'}
        error={
          customers.status === 'error' ? (
            <LoadFailed title={t('customers.loadFailed')} error={customers.error} onRetry={customers.retry} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconUsers size={32} stroke={1.5} />}
            title={t('customers.emptyTitle')}
            description={t('customers.emptyText')}
          />
        }
        rowActions={(row) => (
          <>
            <RowAction
              label={t('customers.viewName', { name: row.name })}
              tooltip={t('common.view')}
              icon={<IconEye size={18} stroke={1.5} />}
              color="secondary"
              onClick={() => setViewing(row)}
            />
            <RowAction
              label={t('customers.editName', { name: row.name })}
              tooltip={t('common.edit')}
              icon={<IconPencil size={18} stroke={1.5} />}
              onClick={() => setEditing(row)}
            />
            <RowAction
              label={t('customers.deleteName', { name: row.name })}
              tooltip={t('common.delete')}
              icon={<IconTrash size={18} stroke={1.5} />}
              color="error"
              onClick={() => removal.ask(row)}
            />
          </>
        )}
      />
      {removal.elements}
      <CustomerDetailsDialog
        customer={viewing}
        onClose={() => setViewing(null)}
        onEdit={(customer) => {
          setViewing(null);
          setEditing(customer);
        }}
      />
      <CustomerEditDialog customer={editing} onClose={() => setEditing(null)} onSave={save} />
    </MainCard>
  );
}
