import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { visuallyHidden } from '../a11y/visuallyHidden';

export interface SelectionBarProps {
  count: number;
  /** "3 selected". */
  label: string;
  clearLabel: string;
  onClear: () => void;
  /** Bulk action buttons. */
  children?: ReactNode;
}

/** The bar over the table while rows are selected; an empty live region otherwise. */
export function SelectionBar({ count, label, clearLabel, onClear, children }: SelectionBarProps) {
  return (
    <Box role="status" sx={count === 0 ? visuallyHidden : undefined}>
      {count > 0 && (
        <Box
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            px: 3,
            py: 1.25,
            bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'light' ? 0.08 : 0.16),
            borderTop: `1px solid ${theme.palette.divider}`,
          })}
        >
          <Typography variant="subtitle1" sx={{ color: 'secondary.dark', flexGrow: 1 }}>
            {label}
          </Typography>
          {children}
          <Button size="small" color="inherit" onClick={onClear}>
            {clearLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
