import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { EmptyState, type FeedbackSize, type FeedbackTitleComponent } from './EmptyState';

export interface ErrorStateProps {
  /** What failed: 'We could not load the orders', 'โหลดข้อมูลไม่สำเร็จ'. */
  title: string;
  /** Why, and what to do (user text is rendered as text). */
  message?: ReactNode;
  /** Asks again; no button without it. */
  onRetry?: () => void;
  /** Label of the retry button (ui knows no locale: pass the screen's language). */
  retryLabel?: string;
  /** The device is offline: a wifi-off icon instead of the warning sign. */
  offline?: boolean;
  /** Replaces the icon of a 'block' view. */
  icon?: ReactNode;
  /**
   * 'block': a centred icon, title, message and a contained retry button (a page, a table, a
   * panel). 'inline': an outlined alert with a small retry at its end (a card's own failure).
   */
  variant?: 'block' | 'inline';
  /** Size of a 'block' view (see EmptyState). */
  size?: FeedbackSize;
  /** Default 'p'. */
  titleComponent?: FeedbackTitleComponent;
  sx?: SxProps<Theme>;
}

/** A failure the user can retry, announced to screen readers (role="alert"). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  offline = false,
  icon,
  variant = 'block',
  size = 'medium',
  titleComponent = 'p',
  sx,
}: ErrorStateProps) {
  if (variant === 'inline') {
    return (
      <Alert
        severity="error"
        variant="outlined"
        icon={offline ? <IconWifiOff size={22} stroke={1.75} /> : undefined}
        sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
        action={
          onRetry && (
            <Button
              color="inherit"
              size="small"
              startIcon={<IconRefresh size={16} />}
              onClick={() => onRetry()}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {retryLabel}
            </Button>
          )
        }
      >
        <Typography variant="subtitle1" component={titleComponent} sx={{ color: 'inherit' }}>
          {title}
        </Typography>
        {message !== undefined && message !== null && (
          <Typography variant="body2" component="div" sx={{ color: 'inherit', overflowWrap: 'break-word' }}>
            {message}
          </Typography>
        )}
      </Alert>
    );
  }
  const iconSize = size === 'large' ? 36 : size === 'medium' ? 32 : 28;
  return (
    <Box role="alert" sx={sx}>
      <EmptyState
        tone="error"
        size={size}
        titleComponent={titleComponent}
        icon={
          icon ??
          (offline ? (
            <IconWifiOff size={iconSize} stroke={1.5} />
          ) : (
            <IconAlertTriangle size={iconSize} stroke={1.5} />
          ))
        }
        title={title}
        description={message}
        action={
          onRetry && (
            <Button variant="contained" startIcon={<IconRefresh size={18} />} onClick={() => onRetry()}>
              {retryLabel}
            </Button>
          )
        }
      />
    </Box>
  );
}
