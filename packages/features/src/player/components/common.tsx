import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { StatusChip, type StatusChipColor, formatBaht } from '@pp/ui';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBuildingBank,
  IconGift,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { ApiError } from '../../shared/api/errors';
import { copy, statusLabel } from '../copy';
import { errorMessage } from '../errors';
import { signedAmount } from '../history';
import type { Transaction, TransactionStatus, TransactionType } from '../types';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const statusColors: Record<TransactionStatus, StatusChipColor> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** รอดำเนินการ (warning) / สำเร็จ (success) / ไม่สำเร็จ (error). */
export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  return <StatusChip label={statusLabel(status)} color={statusColors[status]} />;
}

/**
 * An amount with its direction: `+฿500.00` in green for money in, `−฿300.00` in red for money out.
 * The sign (and the hidden word) carry the meaning too, not the colour alone.
 */
export function SignedAmount({
  record,
  variant = 'subtitle1',
}: {
  record: Pick<Transaction, 'type' | 'amountSatang'>;
  variant?: 'subtitle1' | 'h4' | 'body2';
}) {
  const amount = signedAmount(record);
  const incoming = amount >= 0;
  return (
    <Typography
      component="span"
      variant={variant}
      sx={{
        color: incoming ? 'success.main' : 'error.main',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {incoming ? copy.history.incoming : copy.history.outgoing}{' '}
      </Box>
      {incoming ? '+' : '−'}
      {formatBaht(Math.abs(amount))}
    </Typography>
  );
}

const typeIcons: Record<TransactionType, typeof IconArrowDownLeft> = {
  deposit: IconArrowDownLeft,
  withdraw: IconArrowUpRight,
  bonus: IconGift,
};

/** A round icon of the transaction's type, tinted like its amount. */
export function TransactionTypeAvatar({ type }: { type: TransactionType }) {
  const Icon = typeIcons[type];
  const tone = type === 'withdraw' ? 'error' : type === 'bonus' ? 'secondary' : 'success';
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={(theme) => ({
        width: theme.spacing(5),
        height: theme.spacing(5),
        bgcolor: theme.palette[tone].light,
        color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].main,
      })}
    >
      <Icon size={20} stroke={1.75} />
    </Avatar>
  );
}

/** The bank's brand colour (from the API) behind a bank icon. */
export function BankAvatar({ color, size = 5 }: { color: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={(theme) => {
        const background = /^#[0-9a-f]{6}$/i.test(color) ? color : theme.palette.primary.main;
        return {
          width: theme.spacing(size),
          height: theme.spacing(size),
          bgcolor: background,
          color: theme.palette.getContrastText(background),
        };
      }}
    >
      <IconBuildingBank size={22} stroke={1.75} />
    </Avatar>
  );
}

/** A card's own failure: what went wrong and a small retry. */
export function InlineError({
  error,
  onRetry,
  title = copy.common.loadFailed,
  sx,
}: {
  error: ApiError;
  onRetry: () => void;
  title?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<IconRefresh size={16} />}
          onClick={() => onRetry()}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {copy.common.retry}
        </Button>
      }
    >
      <Typography variant="subtitle1" component="p" sx={{ color: 'inherit' }}>
        {title}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'inherit' }}>
        {errorMessage(error)}
      </Typography>
    </Alert>
  );
}

/** Nothing to show (yet): an icon, a line, maybe a hint and an action. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: theme.spacing(7),
          height: theme.spacing(7),
          borderRadius: '50%',
          bgcolor: 'primary.light',
          color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.main',
        })}
      >
        {icon}
      </Box>
      <Typography variant="h4" component="p">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
      {action}
    </Stack>
  );
}

/** A label over a value, for detail lists (deposit account, confirmations, limits). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
