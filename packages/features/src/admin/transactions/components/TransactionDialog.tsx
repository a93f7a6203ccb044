import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { ConfirmDialog, formatBaht, formatDateTime, FormAlert, FormTextField, useNotify } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import type { ApiError } from '../../../shared/api/errors';
import { applyServerError } from '../../../shared/forms/applyServerError';
import { useT } from '../../../shared/i18n/useT';
import { useRemote } from '../../../shared/query/read';
import { useWrite } from '../../../shared/query/write';
import { writeFailedMessage } from '../../errors';
import { adminNs, type AdminT } from '../../i18n';
import type { AdminTransaction } from '../api';
import {
  approveTransactionAtom,
  rejectTransactionAtom,
  transactionAtom,
  transactionsClockAtom,
} from '../atoms';
import { transactionsNs, type TransactionsT } from '../i18n';
import { fieldOfRefusal, REASON_MAX, rejectFormSchema, type RejectFormValues } from '../rejectForm';
import { BankCell, PlayerCell, TransactionStatusChip, waitLabel } from './cells';
import { Facts } from './Facts';
import { SlipImage } from './SlipImage';

/** Who a transaction belongs to, in one line: `0812345678 (สมชาย ใจดี)`. */
const playerLine = (tx: AdminTransaction) =>
  tx.playerName ? `${tx.username} (${tx.playerName})` : tx.username;
const bankLine = (tx: AdminTransaction) => `${tx.playerBankCode} ${tx.playerBookNumber}`.trim();

/** A settlement the server refused because another admin was first. */
const alreadySettled = (error: ApiError) => error.status === 409;

interface ViewProps {
  tx: AdminTransaction;
  t: TransactionsT;
  ta: AdminT;
  locale: string;
}

function Details({ tx, t, ta, locale }: ViewProps) {
  const now = useAtomValue(transactionsClockAtom).now();
  const items: [string, ReactNode][] = [
    [t('detail.player'), <PlayerCell key="player" username={tx.username} name={tx.playerName} />],
    [
      tx.type === 'withdraw' ? t('detail.payTo') : t('detail.bank'),
      <BankCell key="bank" bankCode={tx.playerBankCode} bookNumber={tx.playerBookNumber} />,
    ],
    [
      t('detail.amount'),
      <Typography key="amount" variant="h4" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBaht(tx.amountSatang)}
      </Typography>,
    ],
    [
      t('detail.time'),
      <Box key="time">
        <Typography variant="body2">{formatDateTime(tx.createdAt, { locale })}</Typography>
        {tx.status === 'pending' && (
          <Typography variant="caption" sx={{ color: 'warning.dark' }}>
            {waitLabel(t, tx.createdAt, now)}
          </Typography>
        )}
      </Box>,
    ],
    [t('detail.status'), <TransactionStatusChip key="status" status={tx.status} t={ta} />],
  ];
  if (tx.status !== 'pending') {
    if (tx.settledBy) items.push([t('detail.settledBy'), tx.settledBy]);
    if (tx.settledAt) items.push([t('detail.settledAt'), formatDateTime(tx.settledAt, { locale })]);
    if (tx.reason) items.push([t('detail.reason'), tx.reason]);
  }
  return (
    <Stack spacing={2.5}>
      <Facts items={items} />
      {tx.type === 'deposit' && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('detail.slip')}
          </Typography>
          {tx.hasSlip ? (
            <SlipImage txId={tx.id} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('detail.noSlip')}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}

interface RejectFormProps extends ViewProps {
  onBack: () => void;
  onDone: (tx: AdminTransaction) => void;
  onSettled: (message: string) => void;
}

/** The reason (required, at most 200 characters; the server's 400 shows at the field), then reject. */
function RejectForm({ tx, t, ta, onBack, onDone, onSettled }: RejectFormProps) {
  const reject = useWrite(rejectTransactionAtom);
  const schema = useMemo(
    () => rejectFormSchema({ required: t('reject.reasonRequired'), tooLong: t('reject.reasonTooLong') }),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<RejectFormValues>({
    defaultValues: { reason: '' },
    resolver: yupResolver(schema),
  });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      onDone(await reject.run({ txId: tx.id, reason }));
    } catch (failure) {
      const error = failure as ApiError;
      if (error.status === -1) return;
      if (alreadySettled(error)) {
        onSettled(error.message);
        return;
      }
      applyServerError(setError, error, {
        fieldOf: () => fieldOfRefusal(error.body),
        requestFailed: writeFailedMessage(ta, error),
      });
    }
  });
  const busy = reject.isPending || formState.isSubmitting;
  const serverMessage = formState.errors.root?.server?.message;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            {t('reject.intro', {
              type: ta(`status.transactionType.${tx.type}`),
              amount: formatBaht(tx.amountSatang),
              player: playerLine(tx),
            })}
          </Typography>
          {serverMessage && <FormAlert severity="error">{serverMessage}</FormAlert>}
          <FormTextField
            control={control}
            name="reason"
            label={t('reject.reason')}
            helperText={t('reject.reasonHint')}
            required
            multiline
            minRows={3}
            maxLength={REASON_MAX * 2}
            autoFocus
            autoComplete="off"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onBack} disabled={busy}>
          {t('reject.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('reject.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export interface TransactionDialogProps {
  /** The row the admin opened (shown until the transaction as it is now arrives), or null: closed. */
  row: AdminTransaction | null;
  onClose: () => void;
  /** The server said another admin was first (409): reload the list. */
  onStale: () => void;
}

/**
 * A transaction in review: the player, where the money goes, amount, time, the deposit's slip, and
 * for a pending one Approve (asked again with amount and player) and Reject (with the reason).
 * A settled one is read-only: who settled it, when, and why.
 */
export function TransactionDialog({ row, onClose, onStale }: TransactionDialogProps) {
  const titleId = useId();
  // The last row stays in the dialog while it fades out (its title keeps naming it).
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) setShown(row);
  return (
    <Dialog open={row !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {shown && <Review key={shown.id} row={shown} titleId={titleId} onClose={onClose} onStale={onStale} />}
    </Dialog>
  );
}

function Review({
  row,
  titleId,
  onClose,
  onStale,
}: {
  row: AdminTransaction;
  titleId: string;
  onClose: () => void;
  onStale: () => void;
}) {
  const { t, locale } = useT(transactionsNs);
  const { t: ta } = useT(adminNs);
  const notify = useNotify();
  const current = useRemote(transactionAtom(row.id));
  const approve = useWrite(approveTransactionAtom);
  const [mode, setMode] = useState<'view' | 'confirm' | 'reject'>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const tx = current.data ?? row;
  const pending = tx.status === 'pending';
  const typeLabel = ta(`status.transactionType.${tx.type}`);

  const settledElsewhere = (message: string) => {
    setFailure(message);
    setMode('view');
    current.retry();
    onStale();
  };

  const done = (settled: AdminTransaction, message: string) => {
    notify({ message, severity: 'success' });
    onClose();
    return settled;
  };

  const confirmApprove = async () => {
    setFailure(null);
    try {
      const settled = await approve.run(tx.id);
      done(settled, t('approve.done', { id: tx.id }));
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === -1) return;
      if (alreadySettled(error)) settledElsewhere(error.message);
      else {
        setFailure(writeFailedMessage(ta, error));
        setMode('view');
      }
    }
  };

  const viewProps = { tx, t, ta, locale };
  return (
    <>
      <DialogTitle id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'break-word' }}>
        {mode === 'reject'
          ? t('reject.title', { id: tx.id })
          : t('detail.title', { type: typeLabel, id: tx.id })}
      </DialogTitle>
      {mode === 'reject' ? (
        <RejectForm
          {...viewProps}
          onBack={() => setMode('view')}
          onDone={(settled) => done(settled, t('reject.done', { id: tx.id }))}
          onSettled={settledElsewhere}
        />
      ) : (
        <>
          <DialogContent dividers>
            <Stack spacing={2}>
              {failure && <FormAlert severity="error">{failure}</FormAlert>}
              <Details {...viewProps} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button color="inherit" onClick={onClose}>
              {t('detail.close')}
            </Button>
            {pending && (
              <>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => {
                    setFailure(null);
                    setMode('reject');
                  }}
                >
                  {t('detail.reject')}
                </Button>
                <Button variant="contained" color="success" onClick={() => setMode('confirm')}>
                  {t('detail.approve')}
                </Button>
              </>
            )}
          </DialogActions>
        </>
      )}
      <ConfirmDialog
        open={mode === 'confirm'}
        title={t('approve.title', { type: typeLabel, id: tx.id })}
        description={
          tx.type === 'deposit'
            ? t('approve.deposit', { amount: formatBaht(tx.amountSatang), player: playerLine(tx) })
            : t('approve.withdraw', {
                amount: formatBaht(tx.amountSatang),
                player: playerLine(tx),
                bank: bankLine(tx),
              })
        }
        confirmLabel={t('approve.confirm', { amount: formatBaht(tx.amountSatang) })}
        cancelLabel={ta('common.cancel')}
        pending={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setMode('view')}
      />
    </>
  );
}
