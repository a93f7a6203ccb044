import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  EmptyState,
  ErrorState,
  formatBaht,
  formatDate,
  formatNumber,
  MainCard,
  touchTarget,
  type DataTableColumn,
} from '@pp/ui';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';

import { useTableLabels } from '../../shared/i18n/table';
import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { loadFailedProps } from '../errors';
import { adminNs, type AdminT } from '../i18n';
import type { AdminUser } from './api';
import { userCountAtom, userQueryAtom, usersAtom } from './atoms';
import { PlayerDialog } from './components/PlayerDialog';
import { UserStatusChip } from './components/StatusChips';
import { displayName, useStatusChange } from './components/useStatusChange';
import { usersNs, type UsersT } from './i18n';
import { DEFAULT_USER_QUERY, PAGE_SIZES, STATUS_FILTERS, type StatusFilter } from './query';
import { useDebouncedText } from '../../shared/state/useDebouncedText';

const getRowId = (row: AdminUser) => row.id;

const columnsOf = (t: UsersT, ta: AdminT, locale: string): DataTableColumn<AdminUser>[] => [
  {
    id: 'username',
    label: t('column.username'),
    noWrap: true,
    render: (row) => (
      <Typography variant="subtitle1" component="span">
        {row.username}
      </Typography>
    ),
  },
  {
    id: 'name',
    label: t('column.name'),
    render: (row) => <Box sx={{ overflowWrap: 'break-word', minWidth: 0 }}>{row.name || '—'}</Box>,
    minWidth: 160,
  },
  {
    id: 'bank',
    label: t('column.bank'),
    render: (row) => (
      <Box>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {row.bankCode || '—'}
        </Typography>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {row.bookNumber}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'balance',
    label: t('column.balance'),
    align: 'right',
    noWrap: true,
    render: (row) => (
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBaht(row.creditSatang)}
      </Box>
    ),
  },
  {
    id: 'status',
    label: t('column.status'),
    align: 'center',
    render: (row) => <UserStatusChip status={row.status} t={ta} />,
  },
  {
    id: 'registered',
    label: t('column.registered'),
    noWrap: true,
    render: (row) => formatDate(row.createdAt, { locale }),
  },
];

function Figure({ title, value, icon }: { title: string; value: number | undefined; icon: ReactNode }) {
  const { locale } = useT(usersNs);
  return (
    <MainCard>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: theme.spacing(6),
            height: theme.spacing(6),
            borderRadius: 2,
            bgcolor: 'secondary.light',
            color: 'secondary.dark',
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" component="h2" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          {value === undefined ? (
            <Skeleton variant="text" width="40%" sx={{ typography: 'h2' }} />
          ) : (
            <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(value, { locale })}
            </Typography>
          )}
        </Box>
      </Stack>
    </MainCard>
  );
}

/**
 * `/admin/users` (decisions, 10 Back office): today's registrations and the total, then every player
 * paged on the server with search (debounced) and status; a player's detail (balance, bank, recent
 * history, received promotions) and ban/unban, asked first, after which list and counts reload.
 */
export function UsersScreen() {
  const { t, locale } = useT(usersNs);
  const { t: ta } = useT(adminNs);
  const labels = useTableLabels(t('search'));
  const [query, setQuery] = useAtom(userQueryAtom);
  const users = useRemote(usersAtom);
  const count = useRemote(userCountAtom);
  const [search, setSearch] = useDebouncedText(query.search, (text) =>
    setQuery((current) => ({ ...current, search: text, page: 0 })),
  );
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const statusChange = useStatusChange((updated) =>
    setViewing((current) => (current?.id === updated.id ? updated : current)),
  );

  const columns = useMemo(() => columnsOf(t, ta, locale), [t, ta, locale]);
  const filtered = search.trim() !== '' || query.status !== 'all';
  const clear = () => {
    setSearch('');
    setQuery({ ...DEFAULT_USER_QUERY, pageSize: query.pageSize });
  };
  const total = users.data?.total;

  return (
    <Stack spacing={3}>
      {/* The figures side by side where the screen (not the window) has room for them. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={(theme) => ({
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {count.status === 'error' ? (
            <MainCard sx={{ gridColumn: '1 / -1' }}>
              <ErrorState variant="inline" {...loadFailedProps(ta, count.error, count.retry)} />
            </MainCard>
          ) : (
            <>
              <Figure
                title={t('today')}
                value={count.data?.today}
                icon={<IconUserPlus size={26} stroke={1.5} />}
              />
              <Figure
                title={t('total')}
                value={count.data?.total}
                icon={<IconUsers size={26} stroke={1.5} />}
              />
            </>
          )}
        </Box>
      </Box>
      <MainCard title={t('title')} content={false}>
        <DataTable
          label={t('table')}
          labels={labels}
          rows={users.data?.items ?? []}
          totalRows={total ?? 0}
          columns={columns}
          getRowId={getRowId}
          search={search}
          onSearchChange={setSearch}
          page={query.page}
          onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
          rowsPerPage={query.pageSize}
          onRowsPerPageChange={(pageSize) => setQuery((current) => ({ ...current, pageSize, page: 0 }))}
          rowsPerPageOptions={PAGE_SIZES}
          showFirstLastButtons
          loading={users.status === 'loading'}
          error={
            users.status === 'error' ? (
              <ErrorState {...loadFailedProps(ta, users.error, users.retry)} />
            ) : undefined
          }
          toolbarFilters={
            <TextField
              id="admin-users-status"
              select
              size="small"
              label={t('filter.status')}
              value={query.status}
              onChange={(event) =>
                setQuery((current) => ({ ...current, status: event.target.value as StatusFilter, page: 0 }))
              }
              sx={(theme) => ({ minWidth: theme.spacing(20) })}
            >
              {STATUS_FILTERS.map((status) => (
                <MenuItem key={status} value={status}>
                  {status === 'all' ? ta('common.all') : ta(`status.user.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          }
          toolbarActions={
            filtered ? (
              <Button size="small" startIcon={<IconFilterOff size={16} />} onClick={clear}>
                {t('empty.clear')}
              </Button>
            ) : undefined
          }
          summary={
            total === undefined ? undefined : () => t('count', { count: formatNumber(total, { locale }) })
          }
          emptyState={
            <EmptyState
              tone="secondary"
              icon={<IconUsers size={32} stroke={1.5} />}
              title={filtered ? t('empty.filteredTitle') : t('empty.title')}
              description={filtered ? t('empty.filteredText') : t('empty.text')}
            />
          }
          rowActions={(row) => {
            const banned = row.status === 'banned';
            const name = displayName(row);
            return (
              // One above the other: narrow enough to leave a phone's card its width.
              <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
                <Button
                  size="small"
                  variant="outlined"
                  color="secondary"
                  aria-label={t('action.viewOf', { name })}
                  onClick={() => setViewing(row)}
                  sx={[touchTarget, { whiteSpace: 'nowrap' }]}
                >
                  {t('action.view')}
                </Button>
                <Button
                  size="small"
                  color={banned ? 'primary' : 'error'}
                  aria-label={banned ? t('action.unbanOf', { name }) : t('action.banOf', { name })}
                  onClick={() => statusChange.ask(row)}
                  sx={[touchTarget, { whiteSpace: 'nowrap' }]}
                >
                  {banned ? t('action.unban') : t('action.ban')}
                </Button>
              </Stack>
            );
          }}
        />
      </MainCard>
      <PlayerDialog user={viewing} onClose={() => setViewing(null)} onStatus={statusChange.ask} />
      {statusChange.element}
    </Stack>
  );
}
