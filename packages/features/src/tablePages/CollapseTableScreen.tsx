import { DataTable, formatBaht, formatDate, formatNumber, rowDetails, type DataTableColumn } from '@pp/ui';
import { useMemo } from 'react';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { memberId, memberName, useMemberColumns, type MemberColumnId } from './columns';
import { membersOf, ordersOf, type Member, type MemberOrder } from './data';
import { tablePagesNs } from './i18n';
import { TablePage } from './layout';

const COLUMNS: readonly MemberColumnId[] = ['name', 'country', 'status', 'orders', 'spent'];
const orderId = (order: MemberOrder) => order.id;

/** A member's last orders: a short dense table, every row, no paging. */
function MemberOrders({
  member,
  columns,
}: {
  member: Member;
  columns: readonly DataTableColumn<MemberOrder>[];
}) {
  const { t } = useT(tablePagesNs);
  const labels = useTableLabels(t('tables.search'));
  const orders = useMemo(() => ordersOf(member), [member]);
  return (
    <DataTable
      label={t('collapse.history', { name: member.name })}
      rows={orders}
      columns={columns}
      getRowId={orderId}
      dense
      paginate={false}
      labels={labels}
    />
  );
}

/** `/tables/collapse`: each row opens on the member's last orders (a sub-table). */
export function CollapseTableScreen() {
  const { t, locale } = useT(tablePagesNs);
  const columns = useMemberColumns(COLUMNS);
  const labels = useTableLabels(t('tables.search'));
  const orderColumns = useMemo<DataTableColumn<MemberOrder>[]>(
    () => [
      { id: 'day', label: t('columns.day'), noWrap: true, render: (row) => formatDate(row.day, { locale }) },
      { id: 'id', label: t('columns.order') },
      {
        id: 'items',
        label: t('columns.items'),
        align: 'right',
        render: (row) => formatNumber(row.items, { locale }),
      },
      {
        id: 'amount',
        label: t('columns.amount'),
        align: 'right',
        noWrap: true,
        render: (row) => formatBaht(row.amountSatang, locale),
      },
    ],
    [t, locale],
  );
  const details = useMemo(
    () => rowDetails<Member>((member) => <MemberOrders member={member} columns={orderColumns} />),
    [orderColumns],
  );
  return (
    <TablePage title={t('pages.collapse')} intro={t('collapse.intro')}>
      <DataTable
        label={t('tables.members')}
        rows={membersOf(24)}
        columns={columns}
        getRowId={memberId}
        getRowLabel={memberName}
        defaultRowsPerPage={10}
        labels={labels}
        rowDetails={details}
      />
    </TablePage>
  );
}
