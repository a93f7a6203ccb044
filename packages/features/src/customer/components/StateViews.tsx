import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { toApiError } from '../../shared/api/errors';

/** Hides content from the eye but not from screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A title and a sentence for a failed load, from the ApiError it rejected with. */
export function describeLoadError(error: unknown): { title: string; message: string; offline: boolean } {
  const apiError = toApiError(error);
  if (apiError.isNetworkError) {
    return {
      title: 'You seem to be offline',
      message: 'The server could not be reached. Check your connection and try again.',
      offline: true,
    };
  }
  if (apiError.status >= 500) {
    return {
      title: 'Something went wrong on our side',
      message: `The server answered: ${apiError.message}. Please try again in a moment.`,
      offline: false,
    };
  }
  return { title: 'That did not work', message: apiError.message, offline: false };
}

export interface MessageViewProps {
  icon: ReactNode;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'primary' | 'secondary' | 'error';
}

/** A centred icon, title, sentence and action: empty tables and errors. */
export function MessageView({ icon, title, message, action, tone = 'secondary' }: MessageViewProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2, px: 2 }}>
      <Avatar
        aria-hidden
        sx={(theme) => ({
          width: theme.spacing(8),
          height: theme.spacing(8),
          bgcolor: `${tone}.light`,
          color: `${tone}.dark`,
        })}
      >
        {icon}
      </Avatar>
      <Typography component="p" variant="h4">
        {title}
      </Typography>
      {message !== undefined && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '52ch' }}>
          {message}
        </Typography>
      )}
      {action}
    </Stack>
  );
}

export interface LoadErrorProps {
  error: unknown;
  /** What failed: 'We could not load the customers'. */
  what: string;
  onRetry: () => void;
}

/** A failed load with its reason and a retry button that asks the server again. */
export function LoadError({ error, what, onRetry }: LoadErrorProps) {
  const { title, message, offline } = describeLoadError(error);
  return (
    <Stack role="alert" sx={{ alignItems: 'center' }}>
      <MessageView
        tone="error"
        icon={offline ? <IconWifiOff size={32} stroke={1.5} /> : <IconAlertTriangle size={32} stroke={1.5} />}
        title={what}
        message={`${title}. ${message}`}
        action={
          <Button variant="contained" color="primary" startIcon={<IconRefresh size={18} />} onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </Stack>
  );
}
