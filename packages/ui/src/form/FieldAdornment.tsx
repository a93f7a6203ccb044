import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface FieldAdornmentProps {
  position: 'start' | 'end';
  children: ReactNode;
}

/**
 * InputAdornment's layout (a unit before the value, a button after it) without its module, so the
 * login page's first load does not carry it. Margins are logical: they follow the text direction.
 */
export function FieldAdornment({ position, children }: FieldAdornmentProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: '0.01em',
        maxHeight: '2em',
        whiteSpace: 'nowrap',
        color: position === 'start' ? 'text.secondary' : 'action.active',
        ...(position === 'start' ? { mr: 1 } : { ml: 1 }),
      }}
    >
      {children}
    </Box>
  );
}
