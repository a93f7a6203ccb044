import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBahtFigure, formatBahtPlain, QrCode } from '@pp/ui';

import type { Satang } from '../../shared/money/money';
import { DEPOSIT_MIN_SATANG } from '../walletForms';
import { depositCopy } from './copy';
import { promptPayPayload } from './promptpay';

export interface PromptPayQrProps {
  /** The PromptPay id as printed (the transfer account's `accountNumber`). */
  promptPayId: string;
  accountName: string;
  /** The amount typed, once it is a valid deposit; null shows how to get the code instead. */
  amountSatang: Satang | null;
}

/**
 * The PromptPay QR of the chosen amount (decisions section 9): a banking app that scans it fills in
 * the company's PromptPay id and the amount. It follows the amount field; until that holds a valid
 * deposit it says what to type instead of showing a code for a wrong amount. Loaded on demand
 * (with promptparse and the QR drawing) once a PromptPay account is chosen.
 */
export default function PromptPayQr({ promptPayId, accountName, amountSatang }: PromptPayQrProps) {
  const payload = amountSatang === null ? null : promptPayPayload(promptPayId, amountSatang);
  return (
    <Box
      component="section"
      aria-labelledby="promptpay-qr-title"
      sx={(theme) => ({
        p: 2.5,
        borderRadius: `${theme.shape.borderRadius}px`,
        border: 1,
        borderColor: 'divider',
      })}
    >
      <Typography id="promptpay-qr-title" variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {depositCopy.qrTitle}
      </Typography>
      {payload && amountSatang !== null ? (
        <Stack direction="row" sx={{ gap: 2.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <QrCode value={payload} label={depositCopy.qrLabel(formatBahtPlain(amountSatang))} size={176} />
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {depositCopy.qrAmount(formatBahtPlain(amountSatang))}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {accountName}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'break-word' }}>
              {depositCopy.qrScan}
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
          {depositCopy.qrHint(formatBahtFigure(DEPOSIT_MIN_SATANG))}
        </Typography>
      )}
    </Box>
  );
}
