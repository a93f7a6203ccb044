import { DataTable, formatNumber, type DataTableSummary } from '@pp/ui';
import { useState } from 'react';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { memberId, memberName, memberSearchFields, useMemberColumns, type MemberColumnId } from './columns';
import { MANY_ROWS, membersOf } from './data';
import { tablePagesNs } from './i18n';
import { TablePage, ToolbarSwitch } from './layout';

const COLUMNS: readonly MemberColumnId[] = ['name', 'email', 'country', 'role', 'orders', 'spent', 'joined'];
const FEW_ROWS = 200;

/** `/tables/sticky-header`: 100 rows a page in a 440 px scroll area whose head stays in view; 10,000 rows with the switch. */
export function StickyHeaderTableScreen() {
  const { t, locale } = useT(tablePagesNs);
  const columns = useMemberColumns(COLUMNS);
  const labels = useTableLabels(t('tables.search'));
  const [many, setMany] = useState(false);
  const summary = ({ matching }: DataTableSummary) =>
    t('tables.count', { count: formatNumber(matching, { locale }) });
  return (
    <TablePage title={t('pages.stickyHeader')} intro={t('sticky.intro')}>
      <DataTable
        label={t('tables.members')}
        rows={membersOf(many ? MANY_ROWS : FEW_ROWS)}
        columns={columns}
        getRowId={memberId}
        getRowLabel={memberName}
        searchFields={memberSearchFields}
        stickyHeader
        maxHeight={440}
        rowsPerPageOptions={[25, 100, 250]}
        defaultRowsPerPage={100}
        summary={summary}
        labels={labels}
        toolbarActions={<ToolbarSwitch label={t('tables.manyRows')} checked={many} onChange={setMany} />}
      />
    </TablePage>
  );
}
