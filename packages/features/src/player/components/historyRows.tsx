/** How a history row shows in the ui kit's DataTable: its columns, and its card on narrow screens. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, visuallyHidden, type DataTableColumn, type DataTableLabels } from '@pp/ui';

import { copy, typeLabel } from '../copy';
import type { Transaction } from '../types';
import { SignedAmount, TransactionStatusChip, TransactionTypeAvatar } from './common';

/** The reference, named for screen readers. */
function Reference({ id }: { id: string }) {
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      <Box component="span" sx={visuallyHidden}>
        {copy.history.reference}{' '}
      </Box>
      {id}
    </Typography>
  );
}

function TypeAndDescription({ record }: { record: Transaction }) {
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {typeLabel(record.type)}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
        {record.description}
      </Typography>
      {record.status === 'rejected' && record.reason && (
        <Typography variant="body2" component="p" sx={{ color: 'error.main', overflowWrap: 'break-word' }}>
          {copy.history.rejectedReason(record.reason)}
        </Typography>
      )}
    </>
  );
}

/** Date (newest first on the first click), detail, signed amount (largest first), status. */
export const historyColumns: readonly DataTableColumn<Transaction>[] = [
  {
    id: 'createdAt',
    label: copy.history.date,
    sortable: true,
    firstSortDirection: 'desc',
    sortValue: (record) => Date.parse(record.createdAt),
    noWrap: true,
    render: (record) => (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {formatDateTime(record.createdAt)}
      </Box>
    ),
  },
  {
    id: 'detail',
    label: copy.history.detail,
    render: (record) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TransactionTypeAvatar type={record.type} />
        <Box sx={{ minWidth: 0 }}>
          <TypeAndDescription record={record} />
          <Reference id={record.id} />
        </Box>
      </Stack>
    ),
  },
  {
    id: 'amount',
    label: copy.history.amount,
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    // By size, whatever the direction: "largest first" lists the biggest deposits and withdrawals alike.
    sortValue: (record) => record.amountSatang,
    render: (record) => <SignedAmount record={record} />,
  },
  {
    id: 'status',
    label: copy.history.status,
    align: 'center',
    render: (record) => <TransactionStatusChip status={record.status} />,
  },
];

/** One row as a card (narrow screens): type, description, date and reference; amount and status at the end. */
export function renderHistoryCard(record: Transaction) {
  return (
    <>
      <TransactionTypeAvatar type={record.type} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TypeAndDescription record={record} />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {formatDateTime(record.createdAt)}
        </Typography>
        <Reference id={record.id} />
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', textAlign: 'end' }}>
        <SignedAmount record={record} />
        <TransactionStatusChip status={record.status} />
      </Stack>
    </>
  );
}

const pageButtons = {
  first: copy.history.firstPage,
  last: copy.history.lastPage,
  next: copy.history.nextPage,
  previous: copy.history.previousPage,
} as const;

/** The table's own words, in Thai. */
export const historyTableLabels: Partial<DataTableLabels> = {
  rowsPerPage: copy.history.rowsPerPage,
  displayedRows: ({ from, to, count }) => copy.history.pageRange(from, to, count),
  pageButton: (type) => pageButtons[type],
  sortedAscending: copy.history.sortedAscending,
  sortedDescending: copy.history.sortedDescending,
  loading: copy.common.loading,
};
