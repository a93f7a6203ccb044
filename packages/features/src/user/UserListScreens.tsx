import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconRosetteDiscountCheckFilled, IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';

import {
  DataTable,
  EmptyState,
  formatNumber,
  formatPercent,
  MainCard,
  PresenceAvatar,
  type DataTableColumn,
  type SearchField,
} from '@pp/ui';

import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import type { RemoteRead } from '../shared/query/read';
import { useRemote } from '../shared/query/read';
import { usersS1Atom, usersS2Atom } from './atoms';
import { RemoteError } from './components/RemoteState';
import { UserStatus } from './components/UserCards';
import { countText, userNs, type UserT } from './i18n';
import type { UserS1, UserS2 } from './types';

const wrap = { overflowWrap: 'break-word', minWidth: 0 } as const;

/** A person's picture, name (with the verified mark) and a line under it. */
function PersonCell({
  avatar,
  name,
  verified,
  line,
}: {
  avatar: string;
  name: string;
  verified?: string;
  line: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <PresenceAvatar src={avatar} name={name} size={5} />
      <Box sx={wrap}>
        <Typography variant="subtitle1" component="div" sx={{ ...wrap, display: 'flex', gap: 0.5 }}>
          <Box component="span" sx={wrap}>
            {name}
          </Box>
          {verified && (
            <Box
              component="span"
              role="img"
              aria-label={verified}
              title={verified}
              sx={{ display: 'inline-flex', color: 'primary.main', flex: 'none', alignSelf: 'center' }}
            >
              <IconRosetteDiscountCheckFilled size={16} aria-hidden />
            </Box>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={wrap}>
          {line}
        </Typography>
      </Box>
    </Box>
  );
}

/** A percentage as a bar and its number. */
function ProgressCell({ value, label, locale }: { value: number; label: string; locale: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ minWidth: '3ch', textAlign: 'end' }}>
        {formatPercent(value, { locale })}
      </Typography>
    </Box>
  );
}

const s1Columns = (t: UserT, locale: string): DataTableColumn<UserS1>[] => [
  {
    id: 'name',
    label: t('lists.user'),
    sortable: true,
    render: (row) => (
      <PersonCell
        avatar={row.avatar}
        name={row.name}
        verified={row.verify === 1 ? t('lists.verified') : undefined}
        line={row.email}
      />
    ),
  },
  { id: 'location', label: t('lists.location'), sortable: true },
  {
    id: 'friends',
    label: t('lists.friends'),
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (row) => formatNumber(row.friends, { locale }),
  },
  {
    id: 'followers',
    label: t('lists.followers'),
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (row) => formatNumber(row.followers, { locale }),
  },
  {
    id: 'status',
    label: t('lists.status'),
    align: 'center',
    sortable: true,
    render: (row) => <UserStatus status={row.status} />,
  },
];

const s2Columns = (t: UserT, locale: string): DataTableColumn<UserS2>[] => [
  {
    id: 'name',
    label: t('lists.user'),
    sortable: true,
    minWidth: 220,
    render: (row) => <PersonCell avatar={row.image} name={row.name} line={row.designation} />,
  },
  {
    id: 'contact',
    label: t('lists.contact'),
    render: (row) => (
      <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
        <Link
          href={`mailto:${row.email}`}
          variant="body2"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {row.email}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ unicodeBidi: 'plaintext' }}>
          {row.phone}
        </Typography>
      </Box>
    ),
  },
  { id: 'location', label: t('lists.location'), sortable: true },
  {
    id: 'progressValue',
    label: t('lists.progress'),
    sortable: true,
    firstSortDirection: 'desc',
    minWidth: 140,
    render: (row) => (
      <ProgressCell
        value={row.progressValue}
        label={t('lists.progressOf', { name: row.name })}
        locale={locale}
      />
    ),
  },
  {
    id: 'badgeStatus',
    label: t('lists.status'),
    align: 'center',
    sortable: true,
    render: (row) => <UserStatus status={row.badgeStatus} />,
  },
];

const byId = (row: { id: string }) => row.id;
const byName = (row: { name: string }) => row.name;

/** One user list: the DataTable with the search, sort and paging, its states in the user pages' words. */
function UserTable<Row extends { id: string; name: string }>({
  title,
  remote,
  columns,
  searchFields,
}: {
  title: string;
  remote: RemoteRead<Row[]>;
  columns: readonly DataTableColumn<Row>[];
  searchFields: readonly SearchField<Row>[];
}) {
  const { t, locale } = useT(userNs);
  const labels = useTableLabels(t('lists.search'));
  return (
    <MainCard title={title} titleComponent="h2" content={false}>
      <DataTable
        label={title}
        rows={remote.data ?? []}
        columns={columns}
        getRowId={byId}
        getRowLabel={byName}
        searchFields={searchFields}
        labels={labels}
        summary={({ matching }) => countText(t, locale, 'people.count', matching)}
        loading={remote.status === 'loading'}
        error={
          remote.status === 'error' ? <RemoteError title="lists.loadFailed" remote={remote} /> : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            size="medium"
            icon={<IconUsers size={32} stroke={1.5} />}
            title={t('cards.empty')}
            description={t('cards.emptyText')}
          />
        }
      />
    </MainCard>
  );
}

/** `/user/list/list1`: users with the verified mark, place, friends, followers and status. */
export function UserList1Screen() {
  const { t, locale } = useT(userNs);
  const users = useRemote(usersS1Atom);
  const columns = useMemo(() => s1Columns(t, locale), [t, locale]);
  const searchFields = useMemo<SearchField<UserS1>[]>(
    () => ['name', 'email', 'location', (row) => t(`status.${row.status}`)],
    [t],
  );
  return <UserTable title={t('lists.list1')} remote={users} columns={columns} searchFields={searchFields} />;
}

/** `/user/list/list2`: team members with their role, contact, place, progress and presence. */
export function UserList2Screen() {
  const { t, locale } = useT(userNs);
  const users = useRemote(usersS2Atom);
  const columns = useMemo(() => s2Columns(t, locale), [t, locale]);
  const searchFields = useMemo<SearchField<UserS2>[]>(
    () => ['name', 'designation', 'email', 'phone', 'location', (row) => t(`status.${row.badgeStatus}`)],
    [t],
  );
  return <UserTable title={t('lists.list2')} remote={users} columns={columns} searchFields={searchFields} />;
}
