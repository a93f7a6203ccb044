import { IconEye, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { EmptyState, MainCard, useNotify, DataTable, type DataTableColumn, type SearchField } from '@pp/ui';
import { useMemo, useState } from 'react';

import type { Customer } from './types';
import { customersAtom } from './atoms';
import { useRemote } from '../shared/query/read';
import { CustomerDetailsDialog, CustomerEditDialog } from './components/CustomerDialogs';
import { PersonCell } from './components/PersonCell';
import { RowAction } from './components/RowAction';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { avatarFor, useCustomerFormat, type CustomerFormat } from './format';
import { statusMeta } from './status';

const columnsOf = (format: CustomerFormat): DataTableColumn<Customer>[] => [
  {
    id: 'name',
    label: 'Customer',
    sortable: true,
    render: (row) => <PersonCell name={row.name} detail={row.email} avatar={avatarFor(row.id)} />,
  },
  { id: 'location', label: 'Location', sortable: true },
  { id: 'orders', label: 'Orders', align: 'right', sortable: true, width: 100 },
  {
    id: 'date',
    label: 'Joined',
    sortable: true,
    render: (row) => format.day(row.date),
    noWrap: true,
    width: 140,
  },
  {
    id: 'status',
    label: 'Status',
    align: 'center',
    sortable: true,
    width: 120,
    render: (row) => <StatusCell entity="customer" code={row.status} />,
  },
];

const searchFields: SearchField<Customer>[] = [
  'name',
  'email',
  'location',
  (row) => statusMeta('customer', row.status).label,
];

const customerId = (row: Customer) => row.id;
const customerName = (row: Customer) => row.name;

const removalText: RemovalText<Customer> = {
  title: () => 'Delete customer?',
  message: (row) => `${row.name} will be removed from the customer list. You can undo this right after.`,
  done: (row) => `${row.name} deleted`,
};

/** `/customer/customer-list`: every customer with search, sort, paging, status and row actions. */
export function CustomerListScreen() {
  const customers = useRemote(customersAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(format), [format]);
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
    notify({ message: `${customer.name} updated`, severity: 'success' });
  };

  return (
    <MainCard title="Customer List" content={false}>
      <DataTable
        label="Customers"
        rows={rows}
        columns={columns}
        getRowId={customerId}
        getRowLabel={customerName}
        searchFields={searchFields}
        defaultSort={{ columnId: 'date', direction: 'desc' }}
        labels={{ search: 'Search customers' }}
        loading={customers.status === 'loading'}
        error={
          customers.status === 'error' ? (
            <LoadFailed
              title="We could not load the customers"
              error={customers.error}
              onRetry={customers.retry}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconUsers size={32} stroke={1.5} />}
            title="No customers yet"
            description="Customers show up here as soon as they sign up."
          />
        }
        rowActions={(row) => (
          <>
            <RowAction
              label={`View ${row.name}`}
              tooltip="View"
              icon={<IconEye size={18} stroke={1.5} />}
              color="secondary"
              onClick={() => setViewing(row)}
            />
            <RowAction
              label={`Edit ${row.name}`}
              tooltip="Edit"
              icon={<IconPencil size={18} stroke={1.5} />}
              onClick={() => setEditing(row)}
            />
            <RowAction
              label={`Delete ${row.name}`}
              tooltip="Delete"
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
