import { alpha, type Theme } from '@mui/material/styles';
import { DataTable } from '@pp/ui';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { memberId, memberName, useMemberColumns, type MemberColumnId } from './columns';
import { membersOf } from './data';
import { tablePagesNs } from './i18n';
import { TablePage } from './layout';

const COLUMNS: readonly MemberColumnId[] = ['person', 'role', 'status', 'progress', 'spent', 'joined'];

/**
 * The look of the customized table, through DataTable's `sx`: a head in the theme's secondary
 * colour with white labels (its sort labels too), and striped rows that keep the hover.
 */
const customLook = (theme: Theme) => {
  const head = theme.palette.mode === 'light' ? theme.palette.secondary.dark : theme.palette.secondary.main;
  const headText = theme.palette.getContrastText(head);
  return {
    '& .MuiTable-root .MuiTableCell-head': { bgcolor: head, color: headText, borderBottom: 'none' },
    '& .MuiTableCell-head .MuiTableSortLabel-root, & .MuiTableCell-head .MuiTableSortLabel-root:hover, & .MuiTableCell-head .MuiTableSortLabel-root.Mui-active':
      { color: headText },
    '& .MuiTableCell-head .MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-icon, & .MuiTableCell-head .MuiTableSortLabel-icon':
      { color: `${headText} !important` },
    '& .MuiTableBody-root .MuiTableRow-root:nth-of-type(odd)': {
      bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'light' ? 0.05 : 0.08),
    },
  };
};

/** `/tables/customized`: avatars, status chips and progress bars in the cells; a coloured head, striped rows. */
export function CustomizedTableScreen() {
  const { t } = useT(tablePagesNs);
  const columns = useMemberColumns(COLUMNS);
  const labels = useTableLabels(t('tables.search'));
  return (
    <TablePage title={t('pages.customized')} intro={t('customized.intro')}>
      <DataTable
        label={t('tables.members')}
        rows={membersOf(30)}
        columns={columns}
        getRowId={memberId}
        getRowLabel={memberName}
        defaultSort={{ columnId: 'progress', direction: 'desc' }}
        labels={labels}
        minWidth={860}
        sx={customLook}
      />
    </TablePage>
  );
}
