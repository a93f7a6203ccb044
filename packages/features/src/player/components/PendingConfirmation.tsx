import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

import { formatBaht } from '@pp/ui';
import type { Satang } from '../../shared/money/money';
import type { Transaction } from '../types';
import { DetailItem, TransactionStatusChip } from './common';

export interface PendingConfirmationProps {
  title: string;
  body: string;
  transaction: Transaction;
  referenceLabel: string;
  statusLabel: string;
  /** Further lines under the amount: [label, value]. */
  details: readonly (readonly [string, ReactNode])[];
  actions: ReactNode;
}

/**
 * What the player sees once a deposit or withdrawal is sent: the amount, the reference, the
 * รอดำเนินการ status and where to go next. Focus moves to its title so screen readers announce it.
 */
export function PendingConfirmation({
  title,
  body,
  transaction,
  referenceLabel,
  statusLabel,
  details,
  actions,
}: PendingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount: Satang = transaction.amountSatang;
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: theme.spacing(9),
          height: theme.spacing(9),
          borderRadius: '50%',
          bgcolor: 'warning.light',
          color: theme.palette.mode === 'light' ? 'warning.dark' : 'warning.main',
        })}
      >
        <IconClockHour4 size={40} stroke={1.5} />
      </Box>
      <Box>
        <Typography ref={heading} tabIndex={-1} variant="h3" component="h2" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, maxWidth: '44ch' }}>
          {body}
        </Typography>
      </Box>
      <Typography
        component="p"
        sx={{ fontSize: '2rem', fontWeight: 700, color: 'heading', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatBaht(amount)}
      </Typography>
      <Box
        component="dl"
        sx={(theme) => ({
          width: '100%',
          m: 0,
          display: 'grid',
          gap: 2,
          textAlign: 'start',
          p: 2.5,
          borderRadius: `${theme.shape.borderRadius}px`,
          border: 1,
          borderColor: 'divider',
          gridTemplateColumns: 'minmax(0, 1fr)',
          [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        {details.map(([label, value]) => (
          <DetailItem key={label} label={label}>
            {value}
          </DetailItem>
        ))}
        <DetailItem label={referenceLabel}>{transaction.id}</DetailItem>
        <DetailItem label={statusLabel}>
          <TransactionStatusChip status={transaction.status} />
        </DetailItem>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
