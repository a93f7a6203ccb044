import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatBaht, StatusChip, touchTarget, visuallyHidden, type StatusChipColor } from '@pp/ui';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBuildingBank,
  IconGift,
  IconReceiptRefund,
  IconTicket,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { copy, statusLabel } from '../copy';
import { signedAmount } from '../history';
import type { Transaction, TransactionStatus, TransactionType } from '../types';

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
  credit: IconTicket,
  cashback: IconReceiptRefund,
  commission: IconUsers,
  prize: IconTrophy,
};

/** A round icon of the transaction's type, tinted like its amount. */
export function TransactionTypeAvatar({ type }: { type: TransactionType }) {
  const Icon = typeIcons[type];
  const tone = type === 'withdraw' ? 'error' : type === 'deposit' ? 'success' : 'secondary';
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

/** A label over a value, for detail lists (deposit account, confirmations, limits). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ m: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The link in a card's header ("ดูทั้งหมด"): small to look at, a 44 px tap (`touchTarget`). */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} size="small" sx={touchTarget}>
      {children}
    </Button>
  );
}

/** Kept on one line unless it is wider than the line itself. */
const unbroken = { display: 'inline-block', maxWidth: '100%' } as const;

/**
 * A bank and an account number, "กสิกรไทย 064-1-28473-5": each kept whole, so a narrow line breaks
 * only between them, never inside the bank's name (two words to the dictionary, "กสิกร|ไทย", one
 * name to a reader) or the number.
 */
export function BankAccountText({ bank, number }: { bank: string; number: string }) {
  return (
    <>
      <Box component="span" sx={unbroken}>
        {bank}
      </Box>{' '}
      <Box component="span" sx={unbroken}>
        {number}
      </Box>
    </>
  );
}
