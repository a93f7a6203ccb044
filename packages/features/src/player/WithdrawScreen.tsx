import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ConfirmDialog,
  ErrorState,
  FormAlert,
  FormAmountField,
  formatBaht,
  formatBahtFigure,
  MainCard,
} from '@pp/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { toApiError } from '../shared/api/errors';
import { applyServerError } from '../shared/forms/applyServerError';
import { formResolver } from '../shared/forms/resolver';
import type { Satang } from '../shared/money/money';
import { balanceQueryAtom } from '../shared/player/balance';
import { useRemote } from '../shared/query/read';
import { useWrite } from '../shared/query/write';
import { pathTo } from '../shared/routes/paths';
import { sessionUserAtom } from '../shared/session/user';
import { maskAccountNumber } from './account';
import { errorField } from './api/endpoints';
import { bankListAtom, withdrawAtom, withdrawSettingAtom } from './atoms';
import { BankAccountText, BankAvatar } from './components/common';
import { LoadingArea, Placeholder } from './components/Loading';
import { PendingConfirmation } from './components/PendingConfirmation';
import { bankNameOf, copy } from './copy';
import { loadFailed } from './errors';
import { dashboardGridSx, screenRootSx, span } from './layout';
import { promotionStatusAtom } from './promotions/atoms';
import { promotionsCopy } from './promotions/copy';
import type { Transaction } from './types';
import {
  amountInputValue,
  emptyWithdraw,
  withdrawAllSatang,
  withdrawSchema,
  type WithdrawFields,
  type WithdrawLimits,
  type WithdrawValues,
} from './walletForms';

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
          <BankAccountText bank={bankName} number={maskAccountNumber(accountNumber)} />
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
          {owner}
        </Typography>
      </Box>
    </Stack>
  );
}

function Limit({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1.25 }}>
      {/* Short labels, kept on one line: a long value wraps instead. */}
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
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
 * Withdraw at `/player/withdraw` to the player's registered bank account: the form first, then the
 * limits (minimum, daily maximum and count, balance) beside it, or under it on a phone; the amount's
 * hint gives the minimum. The amount is checked against the limits, confirmed in a dialog, sent
 * once; on success the held amount leaves the balance at once.
 */
export function WithdrawScreen() {
  const user = useAtomValue(sessionUserAtom);
  const setting = useRemote(withdrawSettingAtom);
  const balance = useRemote(balanceQueryAtom);
  const banks = useRemote(bankListAtom);
  const withdraw = useWrite(withdrawAtom);
  const promotion = useRemote(promotionStatusAtom);
  // A promotion whose turnover is not met holds every withdrawal (the server refuses it too).
  const turnover = promotion.data?.status === 'active' ? promotion.data.remainingSatang : 0;
  const turnoverLeft = turnover > 0 ? promotionsCopy.turnoverLeft(formatBahtFigure(turnover)) : null;

  const [confirming, setConfirming] = useState<Satang | null>(null);
  const [sent, setSent] = useState<Transaction | null>(null);

  const bank = banks.data?.find((item) => item.bankCode === user?.bank_name);
  const bankName = user ? bankNameOf(user.bank_name, banks.data) : '';
  const ownAccount = <BankAccountText bank={bankName} number={maskAccountNumber(user?.book_number ?? '')} />;
  const balanceData = balance.status === 'error' ? null : (balance.data ?? null);
  const limits: WithdrawLimits | null =
    setting.data && balanceData
      ? {
          minSatang: setting.data.minWithdrawSatang,
          maxPerDaySatang: setting.data.maxPerDaySatang,
          balanceSatang: balanceData.satang,
        }
      : null;
  const { minSatang = 0, maxPerDaySatang = 0, balanceSatang = 0 } = limits ?? {};
  // The rule follows the limits and the balance as they load and change.
  const resolver = useMemo(
    () =>
      formResolver<WithdrawFields, WithdrawValues>(
        withdrawSchema({ minSatang, maxPerDaySatang, balanceSatang }),
      ),
    [minSatang, maxPerDaySatang, balanceSatang],
  );
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    WithdrawFields,
    unknown,
    WithdrawValues
  >({ resolver, defaultValues: emptyWithdraw });
  const formError = formState.errors.root?.server?.message;

  // Checked against the limits, then confirmed in the dialog before anything is sent.
  const submit = handleSubmit((values) => {
    if (!limits) return;
    if (turnoverLeft) {
      setError('amount', { type: 'turnover', message: turnoverLeft }, { shouldFocus: true });
      return;
    }
    setConfirming(values.amount);
  });

  const send = async () => {
    if (confirming === null) return;
    try {
      setSent(await withdraw.run({ amountSatang: confirming }));
      setConfirming(null);
    } catch (error) {
      const apiError = toApiError(error);
      // Refused as a second confirm while the first is on its way: that first one reports.
      if (apiError.status === -1) return;
      // The dialog closes first, giving the focus back to the form; then a refusal about the amount
      // takes it on to the amount (its message is there). Set while the dialog was open, that focus
      // was lost.
      flushSync(() => setConfirming(null));
      applyServerError(setError, apiError, {
        fieldOf: () => (errorField(apiError) === 'amount' ? 'amount' : undefined),
      });
    }
  };

  const withdrawAll = () => {
    if (!limits) return;
    setValue('amount', amountInputValue(withdrawAllSatang(limits)), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  const again = () => {
    setSent(null);
    reset(emptyWithdraw);
  };

  const limitsCard = (
    <MainCard title={copy.withdraw.limits} sx={{ height: '100%' }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {copy.balance.available}
          </Typography>
          {balance.status === 'error' ? (
            <ErrorState variant="inline" {...loadFailed(balance.error, balance.retry)} sx={{ mt: 1 }} />
          ) : balanceData ? (
            <Box aria-live="polite">
              <Typography
                component="p"
                variant="h2"
                sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
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
          <ErrorState variant="inline" {...loadFailed(setting.error, setting.retry)} />
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
            [copy.withdraw.toAccount, ownAccount],
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
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={copy.withdraw.title}
        >
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
                <FormAmountField
                  control={control}
                  name="amount"
                  id="withdraw-amount"
                  label={copy.amount.label}
                  helperText={
                    setting.data
                      ? `${copy.withdraw.min} ${formatBaht(setting.data.minWithdrawSatang)}`
                      : undefined
                  }
                  required
                />
              </Box>
              <Button
                variant="outlined"
                color="secondary"
                disabled={!limits || withdraw.isPending || limits.balanceSatang <= 0}
                onClick={withdrawAll}
                // As tall as the amount input beside it.
                sx={(theme) => ({ flexShrink: 0, minHeight: theme.spacing(6.25), whiteSpace: 'nowrap' })}
              >
                {copy.withdraw.all}
              </Button>
            </Stack>
            {formError && <FormAlert severity="error">{formError}</FormAlert>}
            {turnoverLeft && (
              <FormAlert severity="warning" role="note">
                {promotionsCopy.turnoverNote(formatBaht(turnover))}
              </FormAlert>
            )}
            {(setting.status === 'error' || balance.status === 'error') && (
              <FormAlert severity="warning">{copy.withdraw.unavailable}</FormAlert>
            )}
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={!limits || withdraw.isPending}
            >
              {copy.withdraw.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </MainCard>
  );

  return (
    <Box lang="th" sx={screenRootSx}>
      {/* The form first (on a phone, above the fold), the conditions after it: the reading order. */}
      <Box sx={dashboardGridSx}>
        <Box sx={span(7)}>{formCard}</Box>
        <Box sx={span(5)}>{limitsCard}</Box>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={copy.withdraw.confirmTitle}
        description={
          <>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
              {copy.withdraw.confirmBody}
            </Typography>
            <Box component="dl" sx={{ m: 0, color: 'text.primary' }}>
              <Limit label={copy.amount.label} value={confirming === null ? '' : formatBaht(confirming)} />
              <Limit label={copy.withdraw.toAccount} value={ownAccount} />
              <Limit label={copy.withdraw.accountOwner} value={user?.name ?? ''} />
            </Box>
          </>
        }
        confirmLabel={copy.common.confirm}
        cancelLabel={copy.common.cancel}
        onConfirm={send}
        onClose={() => setConfirming(null)}
        pending={withdraw.isPending}
      />
    </Box>
  );
}
