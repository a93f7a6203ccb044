import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MainCard } from '@pp/ui';
import { IconBuildingBank } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { toApiError } from '../shared/api/errors';
import { errorField } from './api/endpoints';
import { useRemote } from '../shared/query/read';
import { bankListAtom, depositAtom, transferBankListAtom } from './atoms';
import { AmountField } from './components/AmountField';
import { EmptyState, InlineError } from './components/common';
import { LoadingArea, Placeholder } from './components/Loading';
import { PendingConfirmation } from './components/PendingConfirmation';
import { copyWithClipboard, TransferAccount, type CopyText } from './components/TransferAccount';
import { copy } from './copy';
import { errorMessage } from './errors';
import { amountInputValue, bahtFigure } from './format';
import { dashboardGridSx, screenRootSx, span } from './layout';
import { paths } from '../shared/routes/paths';
import type { Transaction, TransferBank } from './types';
import { checkDepositAmount, DEPOSIT_MIN_SATANG, DEPOSIT_QUICK_PICKS } from './validation';
import { useSingleRequest } from '../shared/forms/useSingleRequest';

const AMOUNT_ID = 'deposit-amount';

interface Sent {
  transaction: Transaction;
  account: TransferBank;
}

export interface DepositScreenProps {
  /** Copies the account number; the browser clipboard unless a story or test passes its own. */
  copyText?: CopyText;
}

/**
 * Deposit at `/player/deposit`: the company account to transfer into (with a copy button), then the
 * amount transferred. The amount is checked before sending (decisions section 4), one request per
 * submit, the input kept when the server refuses; success shows the pending deposit and refreshes
 * the balance.
 */
export function DepositScreen({ copyText = copyWithClipboard }: DepositScreenProps) {
  const accounts = useRemote(transferBankListAtom);
  const retryAccounts = accounts.retry;
  const banks = useRemote(bankListAtom);
  const deposit = useSetAtom(depositAtom);

  const [selectedId, setSelectedId] = useState('');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const request = useSingleRequest();
  const amountInput = useRef<HTMLInputElement>(null);

  const list = accounts.data ?? [];
  const account = list.find((item) => item.id === selectedId) ?? list[0];

  const changeAmount = (value: string) => {
    setAmount(value);
    setFormError(null);
    if (attempted) {
      const check = checkDepositAmount(value);
      setAmountError(check.ok ? null : check.message);
    } else {
      setAmountError(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signal = request.begin();
    if (!signal) return;
    setAttempted(true);
    const check = checkDepositAmount(amount);
    if (!check.ok) {
      setAmountError(check.message);
      amountInput.current?.focus();
      request.end(signal);
      return;
    }
    if (!account) {
      request.end(signal);
      return;
    }
    setPending(true);
    setAmountError(null);
    setAccountError(null);
    setFormError(null);
    try {
      const transaction = await deposit({ amountSatang: check.satang, bankCode: account.bankCode });
      setSent({ transaction, account });
    } catch (error) {
      const apiError = toApiError(error);
      const field = errorField(apiError);
      if (field === 'amount') {
        setAmountError(apiError.message);
        amountInput.current?.focus();
      } else if (field === 'bankCode') {
        setAccountError(apiError.message);
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

  const accountCard = (
    <MainCard title={copy.deposit.transferTo} sx={{ height: '100%' }}>
      {accounts.status === 'error' ? (
        <InlineError error={accounts.error} onRetry={retryAccounts} />
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
        <EmptyState icon={<IconBuildingBank size={28} />} title={copy.deposit.noAccounts} />
      ) : (
        <TransferAccount
          accounts={list}
          banks={banks.data}
          selectedId={account?.id ?? ''}
          onSelect={(id) => {
            setSelectedId(id);
            setAccountError(null);
          }}
          error={accountError}
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
            [copy.deposit.transferTo, `${sent.account.bankName} ${sent.account.accountNumber}`],
            [copy.deposit.accountName, sent.account.accountName],
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
            <AmountField
              id={AMOUNT_ID}
              ref={amountInput}
              value={amount}
              onChange={changeAmount}
              error={amountError}
              hint={copy.deposit.minHint(bahtFigure(DEPOSIT_MIN_SATANG))}
              readOnly={pending}
            />
            <Box>
              <Typography id="deposit-quick-picks" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {copy.amount.quickPick}
              </Typography>
              <Stack
                direction="row"
                role="group"
                aria-labelledby="deposit-quick-picks"
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                {DEPOSIT_QUICK_PICKS.map((satang) => {
                  const value = amountInputValue(satang);
                  const selected = amount.trim() === value;
                  return (
                    <Chip
                      key={satang}
                      label={`฿${bahtFigure(satang)}`}
                      clickable
                      disabled={pending}
                      aria-pressed={selected}
                      color={selected ? 'secondary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      onClick={() => changeAmount(value)}
                      sx={{ minWidth: (theme) => theme.spacing(10), fontVariantNumeric: 'tabular-nums' }}
                    />
                  );
                })}
              </Stack>
            </Box>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
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
          </Stack>
        </Box>
      )}
    </MainCard>
  );

  return (
    <Box sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(5)}>{accountCard}</Box>
        <Box sx={span(7)}>{formCard}</Box>
      </Box>
    </Box>
  );
}
