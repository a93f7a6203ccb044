import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface FormAlertProps {
  severity: 'error' | 'success' | 'warning' | 'info';
  /** Defaults: an error is an alert (announced at once), a success or info a status, a warning a note. */
  role?: 'alert' | 'status' | 'note';
  icon?: ReactNode;
  children: string;
}

const defaultRole = { error: 'alert', success: 'status', warning: 'note', info: 'status' } as const;

/**
 * A message about the whole form (the server refused it, the account was created): a soft tint of
 * its colour, text in the deep shade, readable in both modes. The text is rendered as text.
 */
export function FormAlert({ severity, role, icon, children }: FormAlertProps) {
  return (
    <Alert
      severity={severity}
      role={role ?? defaultRole[severity]}
      icon={icon}
      sx={{
        bgcolor: (theme) => alpha(theme.palette[severity].main, theme.palette.mode === 'light' ? 0.1 : 0.16),
        color: `${severity}.dark`,
        alignItems: 'center',
        '& .MuiAlert-icon': { color: `${severity}.dark`, opacity: 1 },
        '& .MuiAlert-message': { fontWeight: 500 },
      }}
    >
      {children}
    </Alert>
  );
}
