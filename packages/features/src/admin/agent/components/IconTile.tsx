import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type TileTone = 'primary' | 'secondary' | 'success' | 'error' | 'warning';

/** `inverse`: a translucent white tile on a deep hero surface. */

/** The tinted rounded square behind a figure's icon, as the template's dashboard cards have it (decorative). */
export function IconTile({ tone, children }: { tone: TileTone | 'inverse'; children: ReactNode }) {
  return (
    <Avatar
      aria-hidden
      variant="rounded"
      sx={(theme) => {
        const size = { width: theme.spacing(6), height: theme.spacing(6), borderRadius: 2 };
        if (tone === 'inverse')
          return { ...size, bgcolor: alpha(theme.palette.common.white, 0.16), color: 'inherit' };
        const light = theme.palette.mode === 'light';
        return {
          ...size,
          bgcolor: light ? theme.palette[tone].light : theme.palette.action.hover,
          color: light ? theme.palette[tone].dark : theme.palette[tone].main,
        };
      }}
    >
      {children}
    </Avatar>
  );
}
