import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, formatDateTime, MainCard } from '@pp/ui';
import { IconReceipt } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';

import { useTransitionRemote } from '../../shared/query/read';
import { historyAtom } from '../atoms';
import { copy, typeLabel } from '../copy';
import { loadFailed } from '../errors';
import { latest } from '../history';
import { paths } from '../../shared/routes/paths';
import type { Transaction } from '../types';
import { CardLink, SignedAmount, TransactionStatusChip, TransactionTypeAvatar } from './common';
import { LoadingArea, Placeholder } from './Loading';

/** How many rows the home card shows. */
export const RECENT_COUNT = 5;

/** One transaction as a list row: type icon, description and time, signed amount and status. */
export function TransactionRow({ record }: { record: Transaction }) {
  return (
    <ListItem disableGutters sx={{ gap: 1.5, py: 1.5, alignItems: 'center' }}>
      <TransactionTypeAvatar type={record.type} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" noWrap title={record.description}>
          {typeLabel(record.type)}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {formatDateTime(record.createdAt)}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', textAlign: 'end' }}>
        <SignedAmount record={record} />
        <TransactionStatusChip status={record.status} />
      </Stack>
    </ListItem>
  );
}

function RowSkeleton() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.5 }}>
      <Placeholder
        variant="rounded"
        sx={(theme) => ({ width: theme.spacing(5), height: theme.spacing(5) })}
      />
      <Box sx={{ flex: 1 }}>
        <Placeholder variant="text" width="50%" />
        <Placeholder variant="text" width="70%" />
      </Box>
      <Placeholder variant="text" width="25%" />
    </Stack>
  );
}

/** The five latest transactions, with a link to the full history. */
export function RecentTransactions() {
  const history = useTransitionRemote(historyAtom);
  const { retry } = history;
  const rows = useMemo(() => (history.data ? latest(history.data, RECENT_COUNT) : null), [history.data]);
  return (
    <MainCard
      title={copy.home.recent}
      secondary={<CardLink to={paths.player.history}>{copy.home.recentAll}</CardLink>}
      sx={{ height: '100%' }}
      contentSX={{ py: 1, '&:last-child': { pb: 1 } }}
    >
      {history.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(history.error, retry)} sx={{ my: 2 }} />
      ) : !rows ? (
        <LoadingArea>
          {Array.from({ length: RECENT_COUNT }, (_, i) => (
            <RowSkeleton key={i} />
          ))}
        </LoadingArea>
      ) : rows.length === 0 ? (
        <EmptyState size="small" icon={<IconReceipt size={28} />} title={copy.home.noRecent} />
      ) : (
        <List disablePadding aria-label={copy.home.recent}>
          {rows.map((record, index) => (
            <Fragment key={record.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <TransactionRow record={record} />
            </Fragment>
          ))}
        </List>
      )}
    </MainCard>
  );
}
