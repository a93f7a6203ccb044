import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  formatBaht,
  formatNumber,
  MainCard,
  touchTarget,
  type DataTableColumn,
} from '@pp/ui';
import { IconFilterOff, IconPhoto, IconReceipt } from '@tabler/icons-react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';

import { useTableLabels } from '../../shared/i18n/table';
import { useT } from '../../shared/i18n/useT';
import { useRemote } from '../../shared/query/read';
import { loadFailedProps } from '../errors';
import { adminNs, type AdminT } from '../i18n';
import type { AdminTransaction } from './api';
import { transactionQueryAtom, transactionsAtom, transactionsClockAtom } from './atoms';
import { BankCell, PlayerCell, TimeCell, TransactionStatusChip } from './components/cells';
import { TransactionDialog } from './components/TransactionDialog';
import { transactionsNs, type TransactionsT } from './i18n';
import {
  dateRangeProblem,
  DEFAULT_FILTER,
  isDay,
  isDefaultFilter,
  PAGE_SIZES,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type TransactionFilter,
} from './query';
import { useDebouncedText } from '../../shared/state/useDebouncedText';

const getRowId = (row: AdminTransaction) => row.id;
const validDay = (day: string) => (isDay(day) ? day : undefined);

interface ColumnContext {
  t: TransactionsT;
  ta: AdminT;
  now: Date;
  locale: string;
  review: (row: AdminTransaction) => void;
}

const columnsOf = ({ t, ta, now, locale, review }: ColumnContext): DataTableColumn<AdminTransaction>[] => [
  {
    id: 'createdAt',
    label: t('column.time'),
    render: (row) => <TimeCell row={row} t={t} now={now} locale={locale} />,
    width: 170,
  },
  {
    id: 'type',
    label: t('column.type'),
    render: (row) => ta(`status.transactionType.${row.type}`),
    noWrap: true,
  },
  {
    id: 'player',
    label: t('column.player'),
    render: (row) => <PlayerCell username={row.username} name={row.playerName} />,
    minWidth: 160,
  },
  {
    id: 'bank',
    label: t('column.bank'),
    render: (row) => <BankCell bankCode={row.playerBankCode} bookNumber={row.playerBookNumber} />,
  },
  {
    id: 'amount',
    label: t('column.amount'),
    align: 'right',
    noWrap: true,
    render: (row) => (
      <Typography variant="subtitle1" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBaht(row.amountSatang)}
      </Typography>
    ),
  },
  {
    id: 'status',
    label: t('column.status'),
    align: 'center',
    render: (row) => <TransactionStatusChip status={row.status} t={ta} />,
  },
  {
    id: 'slip',
    label: t('column.slip'),
    align: 'center',
    render: (row) =>
      row.hasSlip ? (
        <Tooltip title={t('action.slipOf', { id: row.id })}>
          <IconButton
            size="small"
            color="secondary"
            aria-label={t('action.slipOf', { id: row.id })}
            onClick={() => review(row)}
            sx={touchTarget}
          >
            <IconPhoto size={18} stroke={1.5} />
          </IconButton>
        </Tooltip>
      ) : (
        '—'
      ),
  },
];

function Filters({
  filter,
  onChange,
  t,
  ta,
  locale,
}: {
  filter: TransactionFilter;
  onChange: (filter: TransactionFilter) => void;
  t: TransactionsT;
  ta: AdminT;
  locale: string;
}) {
  const problem = dateRangeProblem(filter);
  const dateField = { size: 'small', locale, placeholder: t('filter.datePlaceholder') } as const;
  return (
    <Box
      role="group"
      aria-label={t('filter.group')}
      sx={(theme) => ({
        flex: '1 1 100%',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      })}
    >
      <TextField
        id="admin-transactions-type"
        select
        size="small"
        label={t('filter.type')}
        value={filter.type}
        onChange={(event) => onChange({ ...filter, type: event.target.value as TransactionFilter['type'] })}
      >
        {TYPE_FILTERS.map((type) => (
          <MenuItem key={type} value={type}>
            {type === 'all' ? t('filter.any') : ta(`status.transactionType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="admin-transactions-status"
        select
        size="small"
        label={t('filter.status')}
        value={filter.status}
        onChange={(event) =>
          onChange({ ...filter, status: event.target.value as TransactionFilter['status'] })
        }
      >
        {STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {status === 'all' ? t('filter.any') : ta(`status.transaction.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateInput
        {...dateField}
        id="admin-transactions-from"
        label={t('filter.from')}
        pickerLabel={t('filter.pickFrom')}
        value={filter.from}
        onChange={(from) => onChange({ ...filter, from })}
        error={problem === 'from'}
        helperText={problem === 'from' ? t('filter.dateInvalid') : undefined}
        max={validDay(filter.to)}
      />
      <DateInput
        {...dateField}
        id="admin-transactions-to"
        label={t('filter.to')}
        pickerLabel={t('filter.pickTo')}
        value={filter.to}
        onChange={(to) => onChange({ ...filter, to })}
        error={problem === 'to' || problem === 'order'}
        helperText={
          problem === 'to' ? t('filter.dateInvalid') : problem === 'order' ? t('filter.dateOrder') : undefined
        }
        min={validDay(filter.from)}
      />
    </Box>
  );
}

/**
 * `/admin/transactions` (decisions, 10 Back office): the queue of deposits and withdrawals, paged
 * on the server (only the page is fetched: 100,000 rows stay quick), pending first, oldest first.
 * Filters by type, status (pending at first), Bangkok date range and player (debounced); each row
 * opens the review: slip, player, bank, amount, then approve or reject with a reason.
 */
export function TransactionsScreen() {
  const { t, locale } = useT(transactionsNs);
  const { t: ta } = useT(adminNs);
  const labels = useTableLabels(t('filter.player'));
  const [query, setQuery] = useAtom(transactionQueryAtom);
  const clock = useAtomValue(transactionsClockAtom);
  const page = useRemote(transactionsAtom);
  const [search, setSearch] = useDebouncedText(query.player, (text) =>
    setQuery((current) => ({ ...current, player: text, page: 0 })),
  );
  const [reviewing, setReviewing] = useState<AdminTransaction | null>(null);

  // The waiting times follow the clock, a minute at a time.
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [clock]);
  const columns = useMemo(
    () => columnsOf({ t, ta, now, locale, review: setReviewing }),
    [t, ta, now, locale],
  );

  const filter: TransactionFilter = query;
  const setFilter = (next: TransactionFilter) => setQuery((current) => ({ ...current, ...next, page: 0 }));
  const clear = () => {
    setSearch('');
    setQuery((current) => ({ ...current, ...DEFAULT_FILTER, page: 0 }));
  };
  const filtered = !isDefaultFilter({ ...filter, player: search });
  const rows = page.data?.items ?? [];
  const total = page.data?.total;

  return (
    <MainCard title={t('title')} content={false}>
      <DataTable
        label={t('table')}
        labels={labels}
        rows={rows}
        totalRows={total ?? 0}
        columns={columns}
        getRowId={getRowId}
        search={search}
        onSearchChange={setSearch}
        page={query.page}
        onPageChange={(next) => setQuery((current) => ({ ...current, page: next }))}
        rowsPerPage={query.pageSize}
        onRowsPerPageChange={(pageSize) => setQuery((current) => ({ ...current, pageSize, page: 0 }))}
        rowsPerPageOptions={PAGE_SIZES}
        showFirstLastButtons
        loading={page.status === 'loading'}
        error={
          page.status === 'error' ? (
            <ErrorState {...loadFailedProps(ta, page.error, page.retry)} />
          ) : undefined
        }
        toolbarFilters={<Filters filter={filter} onChange={setFilter} t={t} ta={ta} locale={locale} />}
        toolbarActions={
          filtered ? (
            <Button size="small" startIcon={<IconFilterOff size={16} />} onClick={clear}>
              {t('filter.clear')}
            </Button>
          ) : undefined
        }
        summary={
          total === undefined ? undefined : () => t('count', { count: formatNumber(total, { locale }) })
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconReceipt size={32} stroke={1.5} />}
            title={filtered ? t('empty.filteredTitle') : t('empty.pendingTitle')}
            description={filtered ? t('empty.filteredText') : t('empty.pendingText')}
            action={
              filtered ? (
                <Button variant="outlined" color="secondary" onClick={clear}>
                  {t('filter.clear')}
                </Button>
              ) : undefined
            }
          />
        }
        rowActions={(row) => (
          <Button
            size="small"
            variant={row.status === 'pending' ? 'contained' : 'outlined'}
            color="secondary"
            aria-label={t('action.reviewOf', { id: row.id })}
            onClick={() => setReviewing(row)}
            sx={[touchTarget, { whiteSpace: 'nowrap' }]}
          >
            {t('action.review')}
          </Button>
        )}
      />
      <TransactionDialog row={reviewing} onClose={() => setReviewing(null)} onStale={page.retry} />
    </MainCard>
  );
}
