import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  EmptyState,
  ErrorState,
  formatDate,
  formatDateTime,
  formatNumber,
  MainCard,
  StatusChip,
  type DataTableColumn,
  type DataTableSummary,
  type SearchField,
} from '@pp/ui';
import { IconShieldLock } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';

import { useT } from '../../shared/i18n/useT';
import { useTableLabels } from '../../shared/i18n/table';
import { useRemote } from '../../shared/query/read';
import { sessionUserAtom } from '../../shared/session/user';
import { loadFailedProps } from '../errors';
import { adminNs, type AdminT } from '../i18n';
import type { AdminAccount } from './api';
import { adminsAtom } from './atoms';
import { adminAdminsNs, type AdminAdminsT } from './i18n';

/** What the columns need: the labels, the locale of the dates and who is looking. */
interface ColumnContext {
  t: AdminAdminsT;
  common: AdminT;
  locale: string;
  viewerId: string | undefined;
}

/** A missing value in a cell: a quiet word, never an empty cell. */
function Quiet({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

const columnsOf = ({ t, common, locale, viewerId }: ColumnContext): DataTableColumn<AdminAccount>[] => [
  {
    id: 'username',
    label: t('columns.username'),
    sortable: true,
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="span" sx={{ overflowWrap: 'break-word' }}>
          {row.username}
        </Typography>
        {row.id === viewerId && <StatusChip color="secondary" label={t('you')} />}
      </Stack>
    ),
  },
  {
    id: 'name',
    label: t('columns.name'),
    sortable: true,
    render: (row) =>
      row.name === '' ? (
        <Quiet>{t('noName')}</Quiet>
      ) : (
        <Typography variant="body2" component="span" sx={{ overflowWrap: 'break-word' }}>
          {row.name}
        </Typography>
      ),
  },
  {
    id: 'createdAt',
    label: t('columns.createdAt'),
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    render: (row) => formatDate(row.createdAt, { locale }),
  },
  {
    id: 'lastLoginAt',
    label: t('columns.lastLoginAt'),
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    // Never logged in sorts before the oldest login.
    sortValue: (row) => row.lastLoginAt ?? '',
    render: (row) =>
      row.lastLoginAt === null ? (
        <Quiet>{common('common.never')}</Quiet>
      ) : (
        formatDateTime(row.lastLoginAt, { locale })
      ),
  },
];

const searchFields: SearchField<AdminAccount>[] = ['username', 'name'];
const adminId = (row: AdminAccount) => row.id;

/**
 * The admin accounts at `/admin/admins` (decisions, 10 Back office rules): username, name, when
 * each was created and last logged in (or never), searchable by username and name; the viewer's
 * own account is marked. Dates in the template locale (Buddhist-era years in Thai).
 */
export function AdminsScreen() {
  const { t, locale } = useT(adminAdminsNs);
  const { t: common } = useT(adminNs);
  const admins = useRemote(adminsAtom);
  const viewerId = useAtomValue(sessionUserAtom)?.id;
  const columns = useMemo(() => columnsOf({ t, common, locale, viewerId }), [t, common, locale, viewerId]);
  const labels = useTableLabels(t('search'));
  const summary = useCallback(
    ({ total, matching, query }: DataTableSummary) => {
      const count = (value: number) => formatNumber(value, { locale });
      return query === ''
        ? t('count', { count: count(total) })
        : t('matching', { matching: count(matching), count: count(total), query });
    },
    [t, locale],
  );

  return (
    <MainCard title={t('title')} content={false}>
      <DataTable
        label={t('table')}
        rows={admins.data ?? []}
        columns={columns}
        getRowId={adminId}
        searchFields={searchFields}
        summary={admins.status === 'ready' ? summary : undefined}
        labels={labels}
        loading={admins.status === 'loading'}
        error={
          admins.status === 'error' ? (
            <ErrorState
              {...loadFailedProps(common, admins.error, admins.retry)}
              title={t('loadFailed')}
              offline={admins.error.status === 0}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconShieldLock size={32} stroke={1.5} />}
            title={t('emptyTitle')}
            description={t('emptyText')}
          />
        }
      />
    </MainCard>
  );
}
