import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { copy } from '../copy';
import { depositCopy } from '../deposit/copy';
import { digitsOnly } from '../account';
import type { Bank, TransferBank } from '../types';
import { visuallyHidden } from '@pp/ui';
import { BankAvatar, DetailItem } from './common';
import type { CopyText } from '../../shared/clipboard';

export { copyWithClipboard, type CopyText } from '../../shared/clipboard';

/** How long "copied" stays on the button. */
export const COPIED_FEEDBACK_MS = 4000;

function colorOf(banks: readonly Bank[] | undefined, bankCode: string): string {
  return banks?.find((bank) => bank.bankCode === bankCode)?.color ?? '';
}

export interface TransferAccountProps {
  accounts: readonly TransferBank[];
  banks: readonly Bank[] | undefined;
  selectedId: string;
  onSelect: (id: string) => void;
  error: string | null;
  copyText: CopyText;
}

/**
 * The company account to transfer into: a choice when there are several, then bank, account number
 * (with a copy button that copies the digits only) and account name. A PromptPay account speaks
 * PromptPay: "โอนผ่าน พร้อมเพย์", its PromptPay id, and copy words that name the PromptPay id.
 */
export function TransferAccount({
  accounts,
  banks,
  selectedId,
  onSelect,
  error,
  copyText,
}: TransferAccountProps) {
  const selected = accounts.find((account) => account.id === selectedId) ?? accounts[0];
  // What the copy button last did, and for which account: another account starts fresh.
  const [copied, setCopied] = useState<{ state: 'idle' | 'copied' | 'failed'; id?: string }>({
    state: 'idle',
  });
  const copyState = copied.id === selected?.id ? copied.state : 'idle';
  const setCopyState = (state: 'idle' | 'copied' | 'failed') => setCopied({ state, id: selected?.id });

  useEffect(() => {
    if (copied.state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setCopied({ state: 'idle' }), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (!selected) return null;

  const promptPay = selected.type === 'promptpay';
  const words = promptPay
    ? {
        kind: depositCopy.promptPayVia,
        number: depositCopy.promptPayId,
        copy: depositCopy.promptPayCopy,
        copiedStatus: depositCopy.promptPayCopied,
        copyFailed: depositCopy.promptPayCopyFailed,
      }
    : {
        kind: copy.deposit.bank,
        number: copy.deposit.accountNumber,
        copy: copy.deposit.copy,
        copiedStatus: copy.deposit.copiedStatus,
        copyFailed: copy.deposit.copyFailed,
      };

  const copyNumber = async () => {
    try {
      await copyText(digitsOnly(selected.accountNumber));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Stack spacing={2.5}>
      {accounts.length > 1 && (
        <Box>
          <Typography id="transfer-account-label" variant="subtitle1" component="p" sx={{ mb: 1 }}>
            {copy.deposit.chooseAccount}
          </Typography>
          <RadioGroup
            aria-labelledby="transfer-account-label"
            value={selected.id}
            onChange={(event) => {
              onSelect(event.target.value);
              setCopyState('idle');
            }}
            sx={{ gap: 1 }}
          >
            {accounts.map((account) => (
              <FormControlLabel
                key={account.id}
                value={account.id}
                control={<Radio color="secondary" />}
                sx={(theme) => ({
                  m: 0,
                  pr: 1.5,
                  py: 0.5,
                  border: 1,
                  borderRadius: `${theme.shape.borderRadius}px`,
                  borderColor: account.id === selected.id ? 'secondary.main' : 'divider',
                  bgcolor: account.id === selected.id ? 'secondary.light' : 'transparent',
                  '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
                })}
                label={
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.5 }}>
                    <BankAvatar color={colorOf(banks, account.bankCode)} size={4} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
                        {account.bankName}
                      </Typography>
                      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                        {account.accountNumber}
                      </Typography>
                    </Box>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
          {error && (
            <FormHelperText error role="alert">
              {error}
            </FormHelperText>
          )}
        </Box>
      )}
      <Box
        sx={(theme) => ({
          p: 2.5,
          borderRadius: `${theme.shape.borderRadius}px`,
          bgcolor: theme.palette.mode === 'light' ? 'grey.50' : 'grey.100',
          border: 1,
          borderColor: 'divider',
        })}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <BankAvatar color={colorOf(banks, selected.bankCode)} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {words.kind}
            </Typography>
            <Typography variant="h4" component="p">
              {selected.bankName}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
            <Box component="dl" sx={{ flex: '1 0 auto', m: 0 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {words.number}
              </Typography>
              <Typography
                component="dd"
                variant="h2"
                sx={{
                  m: 0,
                  letterSpacing: '0.04em',
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                }}
              >
                {selected.accountNumber}
              </Typography>
            </Box>
            <Button
              variant={copyState === 'copied' ? 'contained' : 'outlined'}
              color={copyState === 'copied' ? 'success' : 'secondary'}
              startIcon={copyState === 'copied' ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={() => void copyNumber()}
            >
              {/* Both labels share one cell, the hidden one keeping its width: the button keeps its
                  size when "copied" shows, so the card does not reflow under the player's thumb. */}
              <Box component="span" sx={{ display: 'inline-grid' }}>
                {[words.copy, copy.deposit.copied].map((label, index) => {
                  const shown = (copyState === 'copied') === (index === 1);
                  return (
                    <Box
                      key={label}
                      component="span"
                      aria-hidden={shown ? undefined : true}
                      sx={{ gridArea: '1 / 1', visibility: shown ? 'visible' : 'hidden' }}
                    >
                      {label}
                    </Box>
                  );
                })}
              </Box>
            </Button>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailItem label={copy.deposit.accountName}>{selected.accountName}</DetailItem>
          </Box>
        </Stack>
        <Box role="status" aria-live="polite">
          {copyState === 'copied' && (
            <Box component="span" sx={visuallyHidden}>
              {words.copiedStatus(digitsOnly(selected.accountNumber))}
            </Box>
          )}
          {copyState === 'failed' && (
            <Typography variant="body2" sx={{ color: 'error.main', mt: 1.5 }}>
              {words.copyFailed}
            </Typography>
          )}
        </Box>
      </Box>
      {accounts.length <= 1 && error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
