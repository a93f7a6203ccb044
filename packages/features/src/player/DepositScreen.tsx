import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EmptyState,
  ErrorState,
  FormAlert,
  FormAmountField,
  FormFileField,
  formatBahtFigure,
  MainCard,
  touchTarget,
} from '@pp/ui';
import { IconBuildingBank } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { toApiError } from '../shared/api/errors';
import { applyServerError } from '../shared/forms/applyServerError';
import { formResolver } from '../shared/forms/resolver';
import { useRemote } from '../shared/query/read';
import { useWrite } from '../shared/query/write';
import { paths } from '../shared/routes/paths';
import { errorField } from './api/endpoints';
import { bankListAtom, depositAtom, transferBankListAtom } from './atoms';
import { LoadingArea, Placeholder } from './components/Loading';
import { PendingConfirmation } from './components/PendingConfirmation';
import { BankAccountText } from './components/common';
import { copyWithClipboard, TransferAccount, type CopyText } from './components/TransferAccount';
import { copy } from './copy';
import { depositCopy } from './deposit/copy';
import { SLIP_ACCEPT, slipMessage, slipRefusal } from './deposit/slip';
import { loadFailed } from './errors';
import { dashboardGridSx, screenRootSx, span } from './layout';
import type { Transaction, TransferBank } from './types';
import {
  amountInputValue,
  DEPOSIT_MIN_SATANG,
  DEPOSIT_QUICK_PICKS,
  depositSchema,
  emptyDeposit,
  type DepositFields,
  type DepositValues,
  validDepositAmount,
} from './walletForms';

/** The PromptPay QR, its payload builder and the QR drawing: loaded when a PromptPay account is chosen. */
const PromptPayQr = lazy(() => import('./deposit/PromptPayQr'));

interface Sent {
  transaction: Transaction;
  account: TransferBank;
  withSlip: boolean;
}

export interface DepositScreenProps {
  /** Copies the account number; the browser clipboard unless a story or test passes its own. */
  copyText?: CopyText;
}

/** The deposit form's field a refusal is about (the API names `amount` or `bankCode`; 413 and 415 the slip). */
/** The Thai message of a slip the deposit refuses (its type, its size), null for one it keeps. */
function refuseSlip(file: File): string | null {
  const refusal = slipRefusal(file);
  return refusal ? slipMessage(refusal) : null;
}

function depositFieldOf(error: unknown): keyof DepositFields | undefined {
  const apiError = toApiError(error);
  if (apiError.status === 413 || apiError.status === 415) return 'slip';
  const field = errorField(apiError);
  return field === 'amount' ? 'amount' : field === 'bankCode' ? 'accountId' : undefined;
}

/**
 * Deposit at `/player/deposit`, in the order the player acts: the company account to transfer into
 * (with a copy button), then how to report it, the amount transferred, the PromptPay QR of that
 * amount when the account is PromptPay, the transfer slip (optional, sent as multipart) and the
 * confirm button. The amount is checked before sending (the shared amount rule), one request per
 * action, the input kept when the server refuses (its message at the field it is about); success
 * shows the pending deposit and the balance and history load again.
 */
export function DepositScreen({ copyText = copyWithClipboard }: DepositScreenProps) {
  const accounts = useRemote(transferBankListAtom);
  const banks = useRemote(bankListAtom);
  const deposit = useWrite(depositAtom);
  const [sent, setSent] = useState<Sent | null>(null);

  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    DepositFields,
    unknown,
    DepositValues
  >({ resolver: formResolver(depositSchema), defaultValues: emptyDeposit });
  const { field: accountField, fieldState: accountState } = useController({ control, name: 'accountId' });
  const amount = useWatch({ control, name: 'amount' });

  const list = accounts.data ?? [];
  const account = list.find((item) => item.id === accountField.value) ?? list[0];
  const pending = formState.isSubmitting || deposit.isPending;
  const formError = formState.errors.root?.server?.message;

  const submit = handleSubmit(async (values) => {
    if (!account) return;
    try {
      const { amount: amountSatang, slip } = values;
      const transaction = await deposit.run({ amountSatang, bankCode: account.bankCode, slip });
      setSent({ transaction, account, withSlip: slip !== null });
    } catch (error) {
      applyServerError(setError, error, { fieldOf: () => depositFieldOf(error) });
    }
  });

  const pick = (value: string) =>
    setValue('amount', value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const again = () => {
    setSent(null);
    reset({ ...emptyDeposit, accountId: accountField.value });
  };

  const accountCard = (
    <MainCard title={copy.deposit.transferTo} sx={{ height: '100%' }}>
      {accounts.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(accounts.error, accounts.retry)} />
      ) : !accounts.data ? (
        <LoadingArea>
          <Stack spacing={2}>
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(7), transform: 'none' })}
            />
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(24), transform: 'none' })}
            />
          </Stack>
        </LoadingArea>
      ) : list.length === 0 ? (
        <EmptyState size="small" icon={<IconBuildingBank size={28} />} title={copy.deposit.noAccounts} />
      ) : (
        <TransferAccount
          accounts={list}
          banks={banks.data}
          selectedId={account?.id ?? ''}
          onSelect={(id) => accountField.onChange(id)}
          error={accountState.error?.message ?? null}
          copyText={copyText}
        />
      )}
    </MainCard>
  );

  const canSend = Boolean(account);

  const formCard = (
    <MainCard title={sent ? undefined : copy.deposit.form} sx={{ height: '100%' }}>
      {sent ? (
        <PendingConfirmation
          title={copy.deposit.successTitle}
          body={copy.deposit.successBody}
          transaction={sent.transaction}
          referenceLabel={copy.deposit.reference}
          statusLabel={copy.deposit.status}
          details={[
            [
              copy.deposit.transferTo,
              <BankAccountText bank={sent.account.bankName} number={sent.account.accountNumber} />,
            ],
            [copy.deposit.accountName, sent.account.accountName],
            ...(sent.withSlip ? [[depositCopy.slip.sent, depositCopy.slip.attached] as const] : []),
          ]}
          actions={
            <>
              <Button component={RouterLink} to={paths.player.history} variant="contained" color="secondary">
                {copy.deposit.viewHistory}
              </Button>
              <Button variant="outlined" color="secondary" onClick={again}>
                {copy.deposit.again}
              </Button>
            </>
          }
        />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={copy.deposit.form}
        >
          <Stack spacing={2.5}>
            <Box
              sx={(theme) => ({
                p: 2.5,
                borderRadius: `${theme.shape.borderRadius}px`,
                bgcolor: theme.palette.mode === 'light' ? 'grey.50' : 'grey.100',
              })}
            >
              <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
                {copy.deposit.stepsTitle}
              </Typography>
              <Stack
                component="ol"
                spacing={1.25}
                sx={{ m: 0, p: 0, listStyle: 'none', counterReset: 'step' }}
              >
                {copy.deposit.steps.map((line) => (
                  <Box
                    component="li"
                    key={line}
                    sx={(theme) => ({
                      display: 'flex',
                      gap: 1.5,
                      alignItems: 'flex-start',
                      counterIncrement: 'step',
                      '&::before': {
                        content: 'counter(step)',
                        flexShrink: 0,
                        display: 'grid',
                        placeItems: 'center',
                        width: theme.spacing(3),
                        height: theme.spacing(3),
                        borderRadius: '50%',
                        fontSize: theme.typography.caption.fontSize,
                        fontWeight: 600,
                        bgcolor: 'secondary.light',
                        color: theme.palette.mode === 'light' ? 'secondary.dark' : 'secondary.main',
                      },
                    })}
                  >
                    <Typography variant="body2" component="span">
                      {line}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Box>
            <FormAmountField
              control={control}
              name="amount"
              id="deposit-amount"
              label={copy.amount.label}
              helperText={copy.deposit.minHint(formatBahtFigure(DEPOSIT_MIN_SATANG))}
              required
            />
            <Box>
              <Typography id="deposit-quick-picks" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {copy.amount.quickPick}
              </Typography>
              {/* Rows 12 px apart: each chip's 44 px tap area (touchTarget) clear of the next row's. */}
              <Stack
                direction="row"
                role="group"
                aria-labelledby="deposit-quick-picks"
                sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1.5 }}
              >
                {DEPOSIT_QUICK_PICKS.map((satang) => {
                  const value = amountInputValue(satang);
                  const selected = amount.trim() === value;
                  return (
                    <Chip
                      key={satang}
                      label={`฿${formatBahtFigure(satang)}`}
                      clickable
                      disabled={pending}
                      aria-pressed={selected}
                      color={selected ? 'secondary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      onClick={() => pick(value)}
                      sx={[
                        touchTarget,
                        { minWidth: (theme) => theme.spacing(10), fontVariantNumeric: 'tabular-nums' },
                      ]}
                    />
                  );
                })}
              </Stack>
            </Box>
            {account?.type === 'promptpay' && (
              <Suspense
                fallback={
                  <Placeholder
                    variant="rounded"
                    sx={(theme) => ({ height: theme.spacing(30), transform: 'none' })}
                  />
                }
              >
                <PromptPayQr
                  promptPayId={account.accountNumber}
                  accountName={account.accountName}
                  amountSatang={validDepositAmount(amount)}
                />
              </Suspense>
            )}
            <FormFileField
              control={control}
              name="slip"
              labels={depositCopy.slip}
              accept={SLIP_ACCEPT}
              refuse={refuseSlip}
              disabled={pending}
            />
            {formError && <FormAlert severity="error">{formError}</FormAlert>}
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={pending || !canSend}
              startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {pending ? copy.deposit.submitting : copy.deposit.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </MainCard>
  );

  return (
    <Box lang="th" sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(5)}>{accountCard}</Box>
        <Box sx={span(7)}>{formCard}</Box>
      </Box>
    </Box>
  );
}
