import { DataTable } from '@pp/ui';
import { useState } from 'react';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { memberId, memberName, useMemberColumns, type MemberColumnId } from './columns';
import { membersOf } from './data';
import { tablePagesNs } from './i18n';
import { TablePage, ToolbarSwitch } from './layout';

const COLUMNS: readonly MemberColumnId[] = ['name', 'country', 'role', 'status', 'orders', 'joined'];

/** `/tables/dense`: compact rows (a switch puts back the regular height), sort and paging. */
export function DenseTableScreen() {
  const { t } = useT(tablePagesNs);
  const columns = useMemberColumns(COLUMNS);
  const labels = useTableLabels(t('tables.search'));
  const [dense, setDense] = useState(true);
  return (
    <TablePage title={t('pages.dense')} intro={t('dense.intro')}>
      <DataTable
        label={t('tables.members')}
        rows={membersOf(40)}
        columns={columns}
        getRowId={memberId}
        getRowLabel={memberName}
        dense={dense}
        rowsPerPageOptions={[10, 20, 40]}
        defaultRowsPerPage={20}
        labels={labels}
        toolbarActions={
          <ToolbarSwitch label={t('tables.densePadding')} checked={dense} onChange={setDense} />
        }
      />
    </TablePage>
  );
}
