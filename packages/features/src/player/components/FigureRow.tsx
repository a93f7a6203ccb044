import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A label and its figure on one row of a `<dl>` (the cashback and invite screens): the label kept
 * on one line, a long figure wraps at the line's end.
 */
export function FigureRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="subtitle1"
        sx={{
          m: 0,
          minWidth: 0,
          fontVariantNumeric: 'tabular-nums',
          textAlign: 'end',
          overflowWrap: 'break-word',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}
