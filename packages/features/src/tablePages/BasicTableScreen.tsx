import { DataTable } from '@pp/ui';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { memberId, memberName, useMemberColumns, type MemberColumnId } from './columns';
import { membersOf } from './data';
import { tablePagesNs } from './i18n';
import { TablePage } from './layout';

const COLUMNS: readonly MemberColumnId[] = ['name', 'email', 'country', 'orders', 'joined'];

/** `/tables/basic`: a plain table, sortable columns, every row on one page. */
export function BasicTableScreen() {
  const { t } = useT(tablePagesNs);
  const columns = useMemberColumns(COLUMNS);
  const labels = useTableLabels(t('tables.search'));
  return (
    <TablePage title={t('pages.basic')} intro={t('basic.intro')}>
      <DataTable
        label={t('tables.members')}
        rows={membersOf(8)}
        columns={columns}
        getRowId={memberId}
        getRowLabel={memberName}
        paginate={false}
        labels={labels}
      />
    </TablePage>
  );
}
