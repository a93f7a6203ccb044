import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { toApiError } from '../../shared/api/errors';

/** A title and a sentence for an error a shopper can act on. */
export function describeError(error: unknown): { title: string; message: string; offline: boolean } {
  const apiError = toApiError(error);
  if (apiError.isNetworkError) {
    return {
      title: 'You seem to be offline',
      message: 'We could not reach the shop. Check your connection and try again.',
      offline: true,
    };
  }
  if (apiError.status >= 500) {
    return {
      title: 'Something went wrong on our side',
      message: `The shop answered: ${apiError.message}. Please try again in a moment.`,
      offline: false,
    };
  }
  return { title: 'That did not work', message: apiError.message, offline: false };
}

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (for the document outline). */
  titleComponent?: 'h2' | 'h3';
  tone?: 'primary' | 'secondary' | 'error' | 'success';
}

/** A centred illustration, a title, a sentence and an action: empty lists, errors, success. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  titleComponent = 'h2',
  tone = 'primary',
}: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
      }}
    >
      <Avatar
        sx={(theme) => ({
          width: theme.spacing(9),
          height: theme.spacing(9),
          bgcolor: `${tone}.light`,
          color: `${tone}.dark`,
          mb: 1,
        })}
      >
        {icon}
      </Avatar>
      <Typography component={titleComponent} variant="h3">
        {title}
      </Typography>
      {message !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '48ch' }}>
          {message}
        </Typography>
      )}
      {action !== undefined && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}

export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** What failed, e.g. 'We could not load the products'. */
  what?: string;
  titleComponent?: 'h2' | 'h3';
}

/** An error a shopper can retry: offline or server trouble, with the reason and a retry button. */
export function ErrorState({ error, onRetry, what, titleComponent }: ErrorStateProps) {
  const { title, message, offline } = describeError(error);
  return (
    <EmptyState
      tone="error"
      titleComponent={titleComponent}
      icon={offline ? <IconWifiOff size={36} stroke={1.5} /> : <IconAlertTriangle size={36} stroke={1.5} />}
      title={what ?? title}
      message={what ? `${title}. ${message}` : message}
      action={
        onRetry && (
          <Button variant="contained" startIcon={<IconRefresh size={18} />} onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
