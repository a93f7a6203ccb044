import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { touchTarget } from '@pp/ui';

export interface RouteLinkProps {
  to: string;
  children: ReactNode;
  /** Text size: inherit the sentence around it (default) or body2 on its own line. */
  variant?: 'inherit' | 'body2';
  fontWeight?: number;
}

/**
 * An in-app link of the guest pages, in the secondary colour with Material's link underline; a
 * finger reaches it 44 px high whatever its text size (`touchTarget`).
 * MUI's Link would bring its own module to the login page's first load for the same look.
 */
export function RouteLink({ to, children, variant = 'inherit', fontWeight = 600 }: RouteLinkProps) {
  return (
    <Typography
      component={RouterLink}
      to={to}
      variant={variant}
      sx={{
        ...touchTarget,
        color: 'secondary.main',
        fontWeight,
        textDecoration: 'underline',
        textDecorationColor: (theme) => alpha(theme.palette.secondary.main, 0.4),
        '&:hover': { textDecorationColor: 'inherit' },
      }}
    >
      {children}
    </Typography>
  );
}
