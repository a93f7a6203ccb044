import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MainCard, useElementWidth } from '@pp/ui';
import { IconFilterOff, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useRemote } from '../shared/query/read';
import { historyAtom, withdrawHistoryAtom } from './atoms';
import { EmptyState, InlineError } from './components/common';
import { HistoryTable } from './components/HistoryTable';
import { LoadingArea, Placeholder } from './components/Loading';
import { copy, statusLabel, typeLabel } from './copy';
import {
  dateRangeProblem,
  DEFAULT_HISTORY_SORT,
  EMPTY_HISTORY_FILTER,
  filterHistory,
  isFilterEmpty,
  paginate,
  sortHistory,
  type HistoryFilter,
  type HistorySort,
  type HistorySortKey,
} from './history';
import { screenRootSx } from './layout';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type Transaction } from './types';

export type HistoryTab = 'all' | 'withdrawals';

/** Rows per page the player can choose. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Below this width (px of the screen's container) rows become a list. */
const COMPACT_BELOW = 600;

interface PanelState {
  filter: HistoryFilter;
  sort: HistorySort;
  page: number;
  pageSize: number;
}

const initialPanel: PanelState = {
  filter: EMPTY_HISTORY_FILTER,
  sort: DEFAULT_HISTORY_SORT,
  page: 0,
  pageSize: 10,
};

/** Whether an element is narrower than `limit`, following its size. */
function useNarrow(limit: number) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  return { ref, narrow: width !== undefined && width < limit };
}

const filterGrid = (theme: Theme) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

function Filters({
  filter,
  showType,
  onChange,
  idPrefix,
}: {
  filter: HistoryFilter;
  showType: boolean;
  onChange: (filter: HistoryFilter) => void;
  idPrefix: string;
}) {
  const problem = dateRangeProblem(filter);
  return (
    <Box role="group" aria-label={copy.history.filters} sx={filterGrid}>
      {showType && (
        <TextField
          id={`${idPrefix}-type`}
          select
          size="small"
          label={copy.history.type}
          value={filter.type}
          onChange={(event) => onChange({ ...filter, type: event.target.value as HistoryFilter['type'] })}
        >
          <MenuItem value="all">{copy.history.any}</MenuItem>
          {TRANSACTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {typeLabel(type)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        id={`${idPrefix}-status`}
        select
        size="small"
        label={copy.history.status}
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as HistoryFilter['status'] })}
      >
        <MenuItem value="all">{copy.history.any}</MenuItem>
        {TRANSACTION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${idPrefix}-from`}
        type="date"
        size="small"
        label={copy.history.from}
        value={filter.from}
        onChange={(event) => onChange({ ...filter, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.to || undefined } }}
      />
      <TextField
        id={`${idPrefix}-to`}
        type="date"
        size="small"
        label={copy.history.to}
        value={filter.to}
        error={problem === 'order'}
        helperText={problem === 'order' ? copy.history.dateOrder : undefined}
        onChange={(event) => onChange({ ...filter, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.from || undefined } }}
      />
    </Box>
  );
}

function TableSkeleton() {
  return (
    <LoadingArea>
      <Stack spacing={1.5} sx={{ py: 1 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ width: theme.spacing(5), height: theme.spacing(5) })}
            />
            <Box sx={{ flex: 1 }}>
              <Placeholder variant="text" width="40%" />
              <Placeholder variant="text" width="65%" />
            </Box>
            <Placeholder variant="text" width="15%" />
          </Stack>
        ))}
      </Stack>
    </LoadingArea>
  );
}

interface PanelProps {
  tab: HistoryTab;
  state: PanelState;
  onState: (state: PanelState) => void;
  compact: boolean;
}

function HistoryPanel({ tab, state, onState, compact }: PanelProps) {
  // Only the open tab's list is loaded.
  const remote = useRemote(tab === 'all' ? historyAtom : withdrawHistoryAtom);
  const onRetry = remote.retry;
  const records = remote.data;
  const problem = dateRangeProblem(state.filter);
  // An unfinished or reversed date range is not applied: the field says why.
  const applied = useMemo<HistoryFilter>(
    () => (problem ? { ...state.filter, from: '', to: '' } : state.filter),
    [problem, state.filter],
  );
  const filtered = useMemo(() => (records ? filterHistory(records, applied) : []), [records, applied]);
  const sorted = useMemo(() => sortHistory(filtered, state.sort), [filtered, state.sort]);
  const page = useMemo(
    () => paginate(sorted, state.page, state.pageSize),
    [sorted, state.page, state.pageSize],
  );
  const label = tab === 'all' ? copy.history.tabAll : copy.history.tabWithdrawals;

  const setFilter = (filter: HistoryFilter) => onState({ ...state, filter, page: 0 });
  const setSort = (key: HistorySortKey) =>
    onState({
      ...state,
      page: 0,
      sort: {
        key,
        direction: state.sort.key === key && state.sort.direction === 'desc' ? 'asc' : 'desc',
      },
    });

  if (remote.status === 'error') return <InlineError error={remote.error} onRetry={onRetry} />;
  if (!records) return <TableSkeleton />;
  if (records.length === 0) {
    return (
      <EmptyState icon={<IconReceipt size={28} />} title={copy.history.none} hint={copy.history.noneHint} />
    );
  }

  return (
    <Stack spacing={2.5}>
      <Filters
        filter={state.filter}
        showType={tab === 'all'}
        onChange={setFilter}
        idPrefix={`history-${tab}`}
      />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          minHeight: (theme) => theme.spacing(4.5),
        }}
      >
        <Typography variant="subtitle1" component="p" aria-live="polite">
          {copy.history.count(filtered.length)}
        </Typography>
        {!isFilterEmpty(state.filter) && (
          <Button
            size="small"
            startIcon={<IconFilterOff size={16} />}
            onClick={() => setFilter(EMPTY_HISTORY_FILTER)}
          >
            {copy.history.clear}
          </Button>
        )}
      </Stack>
      {filtered.length === 0 ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={copy.history.empty}
          hint={copy.history.emptyHint}
          action={
            <Button variant="outlined" color="secondary" onClick={() => setFilter(EMPTY_HISTORY_FILTER)}>
              {copy.history.clear}
            </Button>
          }
        />
      ) : (
        <Box>
          <HistoryTable
            rows={page.items}
            sort={state.sort}
            onSort={setSort}
            compact={compact}
            label={label}
          />
          <TablePagination
            component="div"
            count={page.total}
            page={page.page}
            rowsPerPage={state.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_event, next) => onState({ ...state, page: next })}
            onRowsPerPageChange={(event) =>
              onState({ ...state, page: 0, pageSize: Number(event.target.value) })
            }
            labelRowsPerPage={copy.history.rowsPerPage}
            labelDisplayedRows={({ from, to, count }) => copy.history.pageRange(from, to, count)}
            getItemAriaLabel={(type) =>
              type === 'first'
                ? copy.history.firstPage
                : type === 'last'
                  ? copy.history.lastPage
                  : type === 'next'
                    ? copy.history.nextPage
                    : copy.history.previousPage
            }
            showFirstButton={!compact}
            showLastButton={!compact}
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              '& .MuiTablePagination-toolbar': {
                flexWrap: 'wrap',
                justifyContent: 'flex-end',
                px: 0,
                rowGap: 1,
              },
            }}
          />
        </Box>
      )}
    </Stack>
  );
}

/**
 * History at `/player/history`: every transaction, or the withdrawals only (`?tab=withdrawals`),
 * filtered by type, status and Bangkok date range, sorted and paged on the client so 10,000 rows stay
 * quick (only the current page renders).
 */
export function HistoryScreen() {
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get('tab') === 'withdrawals' ? 'withdrawals' : 'all';
  const [panels, setPanels] = useState<Record<HistoryTab, PanelState>>({
    all: initialPanel,
    withdrawals: initialPanel,
  });
  const { ref, narrow } = useNarrow(COMPACT_BELOW);

  const selectTab = (next: HistoryTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Box sx={screenRootSx} ref={ref}>
      <MainCard title={copy.history.title} contentSX={{ pt: 0 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: HistoryTab) => selectTab(next)}
          aria-label={copy.history.tabs}
          textColor="secondary"
          indicatorColor="secondary"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="all"
            label={copy.history.tabAll}
            id="history-tab-all"
            aria-controls="history-panel-all"
          />
          <Tab
            value="withdrawals"
            label={copy.history.tabWithdrawals}
            id="history-tab-withdrawals"
            aria-controls="history-panel-withdrawals"
          />
        </Tabs>
        <Box role="tabpanel" id={`history-panel-${tab}`} aria-labelledby={`history-tab-${tab}`}>
          <HistoryPanel
            key={tab}
            tab={tab}
            state={panels[tab]}
            onState={(state) => setPanels((current) => ({ ...current, [tab]: state }))}
            compact={narrow}
          />
        </Box>
      </MainCard>
    </Box>
  );
}
