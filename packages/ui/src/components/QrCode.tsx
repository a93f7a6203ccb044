import Box, { type BoxProps } from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';

export interface QrCodeProps {
  /** What the code holds: a link, a PromptPay payload. */
  value: string;
  /** What it is, for people who cannot scan it (the SVG's accessible name). */
  label: string;
  /** Side in CSS pixels (the SVG scales crisply to it). */
  size?: number;
  sx?: BoxProps['sx'];
}

/**
 * A QR code drawn as SVG (qrcode.react): dark modules on a white tile with the quiet zone the
 * standard asks for, in every theme mode, since phone cameras read dark-on-light best. Error
 * correction M: a code on a screen is not scratched, and M keeps modules larger than Q or H.
 */
export function QrCode({ value, label, size = 192, sx }: QrCodeProps) {
  return (
    <Box
      sx={[
        {
          display: 'inline-flex',
          p: 1.5,
          bgcolor: '#ffffff',
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
          lineHeight: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={0}
        bgColor="#ffffff"
        fgColor="#121926"
        title={label}
        role="img"
        aria-label={label}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
    </Box>
  );
}
