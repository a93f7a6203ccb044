import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {
  DataTable,
  DateInput,
  DEFAULT_LOCALE,
  EmptyState,
  ErrorState,
  MainCard,
  type DataTableSort,
} from '@pp/ui';
import { IconFilterOff, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useRemote } from '../shared/query/read';
import { historyAtom, withdrawHistoryAtom } from './atoms';
import { historyColumns, historyTableLabels, renderHistoryCard } from './components/historyRows';
import { copy, statusLabel, typeLabel } from './copy';
import { loadFailed } from './errors';
import {
  bangkokDayStart,
  dateRangeProblem,
  EMPTY_HISTORY_FILTER,
  filterHistory,
  isFilterEmpty,
  type HistoryFilter,
} from './history';
import { screenRootSx } from './layout';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type Transaction } from './types';

export type HistoryTab = 'all' | 'withdrawals';

/** Rows per page the player can choose. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface PanelState {
  filter: HistoryFilter;
  sort: DataTableSort;
  page: number;
  pageSize: number;
}

const initialPanel: PanelState = {
  filter: EMPTY_HISTORY_FILTER,
  sort: { columnId: 'createdAt', direction: 'desc' },
  page: 0,
  pageSize: 10,
};

const getRowId = (record: Transaction) => record.id;

const filterGrid = (theme: Theme) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/** A day of the filter as the picker's bound, or none when it is empty or not a day. */
const validDay = (day: string) => (bangkokDayStart(day) === null ? undefined : day);

/** The date fields of the filter: Thai days, Buddhist era (`20/11/2569`), as the lists show them. */
const dateField = {
  size: 'small',
  locale: DEFAULT_LOCALE,
  placeholder: copy.history.datePlaceholder,
} as const;

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
  const fromInvalid = filter.from !== '' && validDay(filter.from) === undefined;
  const toInvalid = filter.to !== '' && validDay(filter.to) === undefined;
  return (
    <Box
      role="group"
      aria-label={copy.history.filters}
      sx={(theme) => ({ ...filterGrid(theme), flex: '1 1 100%' })}
    >
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
      <DateInput
        {...dateField}
        id={`${idPrefix}-from`}
        label={copy.history.from}
        pickerLabel={copy.history.pickFrom}
        value={filter.from}
        onChange={(from) => onChange({ ...filter, from })}
        error={fromInvalid}
        helperText={fromInvalid ? copy.history.dateInvalid : undefined}
        max={validDay(filter.to)}
      />
      <DateInput
        {...dateField}
        id={`${idPrefix}-to`}
        label={copy.history.to}
        pickerLabel={copy.history.pickTo}
        value={filter.to}
        onChange={(to) => onChange({ ...filter, to })}
        error={toInvalid || problem === 'order'}
        helperText={
          toInvalid ? copy.history.dateInvalid : problem === 'order' ? copy.history.dateOrder : undefined
        }
        min={validDay(filter.from)}
      />
    </Box>
  );
}

interface PanelProps {
  tab: HistoryTab;
  state: PanelState;
  /** Changes part of the state (merged into the latest: the table may report two changes at once). */
  update: (patch: Partial<PanelState>) => void;
}

function HistoryPanel({ tab, state, update }: PanelProps) {
  // Only the open tab's list is loaded.
  const remote = useRemote(tab === 'all' ? historyAtom : withdrawHistoryAtom);
  const records = remote.data;
  const problem = dateRangeProblem(state.filter);
  // An unfinished or reversed date range is not applied: the field says why.
  const applied = useMemo<HistoryFilter>(
    () => (problem ? { ...state.filter, from: '', to: '' } : state.filter),
    [problem, state.filter],
  );
  const filtered = useMemo(() => (records ? filterHistory(records, applied) : []), [records, applied]);
  const label = tab === 'all' ? copy.history.tabAll : copy.history.tabWithdrawals;

  const setFilter = (filter: HistoryFilter) => update({ filter, page: 0 });
  const clear = () => setFilter(EMPTY_HISTORY_FILTER);

  if (remote.status === 'error') {
    return (
      <Box sx={{ p: 3 }}>
        <ErrorState variant="inline" {...loadFailed(remote.error, remote.retry)} />
      </Box>
    );
  }
  if (records && records.length === 0) {
    return (
      <EmptyState
        size="small"
        icon={<IconReceipt size={28} />}
        title={copy.history.none}
        description={copy.history.noneHint}
      />
    );
  }

  return (
    <DataTable
      rows={filtered}
      columns={historyColumns}
      getRowId={getRowId}
      label={label}
      loading={!records}
      toolbarFilters={
        records && (
          <Filters
            filter={state.filter}
            showType={tab === 'all'}
            onChange={setFilter}
            idPrefix={`history-${tab}`}
          />
        )
      }
      toolbarActions={
        records && !isFilterEmpty(state.filter) ? (
          <Button size="small" startIcon={<IconFilterOff size={16} />} onClick={clear}>
            {copy.history.clear}
          </Button>
        ) : undefined
      }
      summary={records ? ({ total }) => copy.history.count(total) : undefined}
      emptyState={
        <EmptyState
          size="small"
          icon={<IconSearch size={28} />}
          title={copy.history.empty}
          description={copy.history.emptyHint}
          action={
            <Button variant="outlined" color="secondary" onClick={clear}>
              {copy.history.clear}
            </Button>
          }
        />
      }
      sort={state.sort}
      onSortChange={(sort) => update({ sort, page: 0 })}
      page={state.page}
      onPageChange={(page) => update({ page })}
      rowsPerPage={state.pageSize}
      onRowsPerPageChange={(pageSize) => update({ pageSize, page: 0 })}
      rowsPerPageOptions={PAGE_SIZES}
      showFirstLastButtons
      renderCompactRow={renderHistoryCard}
      labels={historyTableLabels}
    />
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
    <Box lang="th" sx={screenRootSx}>
      <MainCard title={copy.history.title} content={false}>
        <Tabs
          value={tab}
          onChange={(_event, next: HistoryTab) => selectTab(next)}
          aria-label={copy.history.tabs}
          textColor="secondary"
          indicatorColor="secondary"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
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
            update={(patch) => setPanels((current) => ({ ...current, [tab]: { ...current[tab], ...patch } }))}
          />
        </Box>
      </MainCard>
    </Box>
  );
}
