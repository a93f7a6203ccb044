/** The queue's cells: the time with how long it waits, the player, the player's bank, the status. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, StatusChip, type StatusChipColor } from '@pp/ui';

import type { AdminT } from '../../i18n';
import type { AdminTransaction, AdminTransactionStatus } from '../api';
import type { TransactionsT } from '../i18n';
import { waitTime } from '../query';

/** `รอ 35 นาที`: how long a pending transaction has waited by the screen's clock. */
export function waitLabel(t: TransactionsT, createdAt: string, now: Date): string {
  const wait = waitTime(createdAt, now);
  switch (wait.unit) {
    case 'underMinute':
      return t('wait.underMinute');
    case 'minutes':
      return t('wait.minutes', { minutes: wait.minutes });
    case 'hours':
      return wait.minutes === 0
        ? t('wait.wholeHours', { hours: wait.hours })
        : t('wait.hours', { hours: wait.hours, minutes: wait.minutes });
    case 'days':
      return wait.hours === 0
        ? t('wait.wholeDays', { days: wait.days })
        : t('wait.days', { days: wait.days, hours: wait.hours });
  }
}

export function TimeCell({
  row,
  t,
  now,
  locale,
}: {
  row: AdminTransaction;
  t: TransactionsT;
  now: Date;
  locale: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.createdAt, { locale })}
      </Typography>
      {row.status === 'pending' && (
        <Typography variant="caption" sx={{ color: 'warning.dark', display: 'block' }}>
          {waitLabel(t, row.createdAt, now)}
        </Typography>
      )}
    </Box>
  );
}

export function PlayerCell({ username, name }: { username: string; name: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="span" sx={{ display: 'block', overflowWrap: 'break-word' }}>
        {username}
      </Typography>
      {name !== '' && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'break-word' }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}

/** The player's bank code and account number (a withdrawal is paid there). */
export function BankCell({ bankCode, bookNumber }: { bankCode: string; bookNumber: string }) {
  if (bankCode === '' && bookNumber === '') return <>—</>;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {bankCode}
      </Typography>
      <Typography
        variant="caption"
        component="span"
        sx={{ display: 'block', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
      >
        {bookNumber}
      </Typography>
    </Box>
  );
}

const STATUS_COLORS: Record<AdminTransactionStatus, StatusChipColor> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export function TransactionStatusChip({ status, t }: { status: AdminTransactionStatus; t: AdminT }) {
  return <StatusChip color={STATUS_COLORS[status]} label={t(`status.transaction.${status}`)} />;
}
