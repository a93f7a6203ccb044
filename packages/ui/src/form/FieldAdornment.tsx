import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
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

/**
 * For a field with a start adornment: the input loses its start padding, as MUI intends (the
 * theme's input padding would otherwise keep it and push the value away from the adornment).
 */
export function withAdornedStart(sx: SxProps<Theme> | undefined): SxProps<Theme> {
  return [
    { '& .MuiInputBase-adornedStart .MuiInputBase-input': { pl: 0 } },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
}
