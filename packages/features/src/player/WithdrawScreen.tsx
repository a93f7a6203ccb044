import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MainCard, formatBaht } from '@pp/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { toApiError } from '../shared/api/errors';
import type { Satang } from '../shared/money/money';
import { balanceQueryAtom } from '../shared/player/balance';
import { useRemote } from '../shared/query/read';
import { sessionUserAtom } from '../shared/session/user';
import { errorField } from './api/endpoints';
import { bankListAtom, withdrawAtom, withdrawSettingAtom } from './atoms';
import { AmountField } from './components/AmountField';
import { BankAvatar, InlineError } from './components/common';
import { LoadingArea, Placeholder } from './components/Loading';
import { PendingConfirmation } from './components/PendingConfirmation';
import { bankNameOf, copy } from './copy';
import { errorMessage } from './errors';
import { amountInputValue, maskAccountNumber } from './format';
import { dashboardGridSx, screenRootSx, span } from './layout';
import { pathTo } from '../shared/routes/paths';
import type { Transaction } from './types';
import { checkWithdrawAmount, withdrawAllSatang, type WithdrawLimits } from './validation';
import { useSingleRequest } from '../shared/forms/useSingleRequest';

const AMOUNT_ID = 'withdraw-amount';

/** The player's own bank account, where withdrawals are paid: bank name in Thai, number masked. */
function OwnAccount({
  bankName,
  color,
  accountNumber,
  owner,
}: {
  bankName: string;
  color: string;
  accountNumber: string;
  owner: string;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={(theme) => ({
        alignItems: 'center',
        p: 2,
        borderRadius: `${theme.shape.borderRadius}px`,
        border: 1,
        borderColor: 'divider',
        bgcolor: theme.palette.mode === 'light' ? 'grey.50' : 'grey.100',
      })}
    >
      <BankAvatar color={color} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {copy.withdraw.toAccount}
        </Typography>
        <Typography variant="h4" component="p">
          {bankName} {maskAccountNumber(accountNumber)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {owner}
        </Typography>
      </Box>
    </Stack>
  );
}

function Limit({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1.25 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="subtitle1"
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Withdraw at `/player/withdraw` to the player's registered bank account. The limits (minimum, daily
 * maximum and count, balance) show before typing; the amount is checked against them, confirmed in
 * a dialog, sent once; on success the held amount leaves the balance at once.
 */
export function WithdrawScreen() {
  const user = useAtomValue(sessionUserAtom);
  const setting = useRemote(withdrawSettingAtom);
  const retrySetting = setting.retry;
  const balance = useRemote(balanceQueryAtom);
  const refreshBalance = balance.retry;
  const banks = useRemote(bankListAtom);
  const withdraw = useSetAtom(withdrawAtom);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Satang | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<Transaction | null>(null);
  const request = useSingleRequest();
  const amountInput = useRef<HTMLInputElement>(null);

  const bank = banks.data?.find((item) => item.bankCode === user?.bank_name);
  const bankName = user ? bankNameOf(user.bank_name, banks.data) : '';
  const balanceData = balance.status === 'error' ? null : (balance.data ?? null);
  const limits: WithdrawLimits | null =
    setting.data && balanceData
      ? {
          minSatang: setting.data.minWithdrawSatang,
          maxPerDaySatang: setting.data.maxPerDaySatang,
          balanceSatang: balanceData.satang,
        }
      : null;

  const validate = (value: string) => (limits ? checkWithdrawAmount(value, limits) : null);

  const changeAmount = (value: string) => {
    setAmount(value);
    setFormError(null);
    const check = attempted ? validate(value) : null;
    setAmountError(check && !check.ok ? check.message : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const check = validate(amount);
    if (!check) return;
    if (!check.ok) {
      setAmountError(check.message);
      amountInput.current?.focus();
      return;
    }
    setAmountError(null);
    setFormError(null);
    setConfirming(check.satang);
  };

  const send = async () => {
    if (confirming === null) return;
    const signal = request.begin();
    if (!signal) return;
    setPending(true);
    try {
      const transaction = await withdraw({ amountSatang: confirming });
      setSent(transaction);
      setConfirming(null);
    } catch (error) {
      const apiError = toApiError(error);
      setConfirming(null);
      if (errorField(apiError) === 'amount') {
        setAmountError(apiError.message);
      } else {
        setFormError(errorMessage(apiError));
      }
    } finally {
      request.end(signal);
      setPending(false);
    }
  };

  const again = () => {
    setSent(null);
    setAmount('');
    setAttempted(false);
  };

  const limitsCard = (
    <MainCard title={copy.withdraw.limits} sx={{ height: '100%' }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {copy.balance.available}
          </Typography>
          {balance.status === 'error' ? (
            <InlineError error={balance.error} onRetry={() => refreshBalance()} sx={{ mt: 1 }} />
          ) : balanceData ? (
            <Box aria-live="polite">
              <Typography
                component="p"
                variant="h2"
                sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              >
                {formatBaht(balanceData.satang)}
              </Typography>
              {balanceData.heldSatang > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }} title={copy.balance.heldHint}>
                  {copy.balance.held(formatBaht(balanceData.heldSatang))}
                </Typography>
              )}
            </Box>
          ) : (
            <LoadingArea>
              <Placeholder variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
            </LoadingArea>
          )}
        </Box>
        <Divider />
        {setting.status === 'error' ? (
          <InlineError error={setting.error} onRetry={retrySetting} />
        ) : setting.data ? (
          <Box component="dl" sx={{ m: 0 }}>
            <Limit label={copy.withdraw.min} value={formatBaht(setting.data.minWithdrawSatang)} />
            <Limit label={copy.withdraw.maxPerDay} value={formatBaht(setting.data.maxPerDaySatang)} />
            <Limit label={copy.withdraw.countPerDay} value={copy.common.times(setting.data.countPerDay)} />
          </Box>
        ) : (
          <LoadingArea>
            {Array.from({ length: 3 }, (_, i) => (
              <Placeholder key={i} variant="text" sx={{ my: 1 }} />
            ))}
          </LoadingArea>
        )}
      </Stack>
    </MainCard>
  );

  const formCard = (
    <MainCard title={sent ? undefined : copy.withdraw.title} sx={{ height: '100%' }}>
      {sent ? (
        <PendingConfirmation
          title={copy.withdraw.successTitle}
          body={copy.withdraw.successBody}
          transaction={sent}
          referenceLabel={copy.withdraw.reference}
          statusLabel={copy.withdraw.status}
          details={[
            [copy.withdraw.toAccount, `${bankName} ${maskAccountNumber(user?.book_number ?? '')}`],
            [copy.withdraw.balanceAfter, balanceData ? formatBaht(balanceData.satang) : copy.common.loading],
          ]}
          actions={
            <>
              <Button component={RouterLink} to={pathTo.withdrawals()} variant="contained" color="secondary">
                {copy.withdraw.viewHistory}
              </Button>
              <Button variant="outlined" color="secondary" onClick={again}>
                {copy.withdraw.again}
              </Button>
            </>
          }
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label={copy.withdraw.title}>
          <Stack spacing={2.5}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {copy.withdraw.subtitle}
            </Typography>
            <OwnAccount
              bankName={bankName}
              color={bank?.color ?? ''}
              accountNumber={user?.book_number ?? ''}
              owner={user?.name ?? ''}
            />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <AmountField
                  id={AMOUNT_ID}
                  ref={amountInput}
                  value={amount}
                  onChange={changeAmount}
                  error={amountError}
                  hint={
                    setting.data
                      ? copy.withdraw.min + ' ' + formatBaht(setting.data.minWithdrawSatang)
                      : undefined
                  }
                  readOnly={pending}
                />
              </Box>
              <Button
                variant="outlined"
                color="secondary"
                disabled={!limits || pending || limits.balanceSatang <= 0}
                onClick={() => limits && changeAmount(amountInputValue(withdrawAllSatang(limits)))}
                sx={(theme) => ({ flexShrink: 0, minHeight: theme.spacing(7), whiteSpace: 'nowrap' })}
              >
                {copy.withdraw.all}
              </Button>
            </Stack>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {(setting.status === 'error' || balance.status === 'error') && (
              <Alert severity="warning">{copy.withdraw.unavailable}</Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={!limits || pending}
            >
              {copy.withdraw.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </MainCard>
  );

  return (
    <Box sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(5)}>{limitsCard}</Box>
        <Box sx={span(7)}>{formCard}</Box>
      </Box>
      <Dialog
        open={confirming !== null}
        onClose={() => {
          if (!pending) setConfirming(null);
        }}
        aria-labelledby="withdraw-confirm-title"
        aria-describedby="withdraw-confirm-body"
        fullWidth
        maxWidth="xs"
        transitionDuration={reducedMotion ? 0 : undefined}
      >
        <DialogTitle id="withdraw-confirm-title" component="h2" variant="h3">
          {copy.withdraw.confirmTitle}
        </DialogTitle>
        <DialogContent>
          <Typography id="withdraw-confirm-body" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {copy.withdraw.confirmBody}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Limit label={copy.amount.label} value={confirming === null ? '' : formatBaht(confirming)} />
            <Limit
              label={copy.withdraw.toAccount}
              value={`${bankName} ${maskAccountNumber(user?.book_number ?? '')}`}
            />
            <Limit label={copy.withdraw.accountOwner} value={user?.name ?? ''} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ gap: 1 }}>
          <Button onClick={() => setConfirming(null)} disabled={pending} color="secondary">
            {copy.common.cancel}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            onClick={() => void send()}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {pending ? copy.withdraw.submitting : copy.common.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
