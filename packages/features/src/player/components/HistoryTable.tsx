import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Fragment, memo } from 'react';

import { copy, typeLabel } from '../copy';
import { formatDateTime } from '../format';
import type { HistorySort, HistorySortKey } from '../history';
import type { Transaction } from '../types';
import { visuallyHidden } from '@pp/ui';
import { SignedAmount, TransactionStatusChip, TransactionTypeAvatar } from './common';

export interface HistoryTableProps {
  rows: readonly Transaction[];
  sort: HistorySort;
  onSort: (key: HistorySortKey) => void;
  /** A list of cards instead of a table (narrow containers). */
  compact: boolean;
  label: string;
}

const Row = memo(function Row({ record }: { record: Transaction }) {
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {formatDateTime(record.createdAt)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TransactionTypeAvatar type={record.type} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="p">
              {typeLabel(record.type)}
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {record.description}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              <Box component="span" sx={visuallyHidden}>
                {copy.history.reference}{' '}
              </Box>
              {record.id}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell align="right">
        <SignedAmount record={record} />
      </TableCell>
      <TableCell align="center">
        <TransactionStatusChip status={record.status} />
      </TableCell>
    </TableRow>
  );
});

const CompactRow = memo(function CompactRow({ record }: { record: Transaction }) {
  return (
    <ListItem disableGutters sx={{ gap: 1.5, py: 1.5, alignItems: 'flex-start' }}>
      <TransactionTypeAvatar type={record.type} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p">
          {typeLabel(record.type)}
        </Typography>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {record.description}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {formatDateTime(record.createdAt)}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            {copy.history.reference}{' '}
          </Box>
          {record.id}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', textAlign: 'end' }}>
        <SignedAmount record={record} />
        <TransactionStatusChip status={record.status} />
      </Stack>
    </ListItem>
  );
});

function SortHeader({
  column,
  label,
  sort,
  onSort,
  align,
}: {
  column: HistorySortKey;
  label: string;
  sort: HistorySort;
  onSort: (key: HistorySortKey) => void;
  align?: 'right';
}) {
  const active = sort.key === column;
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'desc'}
        onClick={() => onSort(column)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** One page of history: a table on wide containers, a list of rows on narrow ones. */
export function HistoryTable({ rows, sort, onSort, compact, label }: HistoryTableProps) {
  if (compact) {
    return (
      <List disablePadding aria-label={label}>
        {rows.map((record, index) => (
          <Fragment key={record.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <CompactRow record={record} />
          </Fragment>
        ))}
      </List>
    );
  }
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <SortHeader column="createdAt" label={copy.history.date} sort={sort} onSort={onSort} />
            <TableCell>{copy.history.detail}</TableCell>
            <SortHeader
              column="amount"
              label={copy.history.amount}
              sort={sort}
              onSort={onSort}
              align="right"
            />
            <TableCell align="center">{copy.history.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <Row key={record.id} record={record} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
