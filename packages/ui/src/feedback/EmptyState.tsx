import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Colour of the icon's disc. */
export type FeedbackTone = 'primary' | 'secondary' | 'error' | 'success' | 'warning';

/**
 * How much room the view takes: 'small' inside a card (player home cards, lists), 'medium' in a
 * table or a panel, 'large' for a whole page or screen section.
 */
export type FeedbackSize = 'small' | 'medium' | 'large';

/** Element of the title, for the document outline: a heading only when the view is a section. */
export type FeedbackTitleComponent = 'h2' | 'h3' | 'h4' | 'p';

export interface EmptyStateProps {
  /** An icon (aria-hidden), about 28 px small, 32 px medium, 36 px large. */
  icon: ReactNode;
  title: string;
  /** A sentence under the title (user text is rendered as text). */
  description?: ReactNode;
  /** A button or link under the description. */
  action?: ReactNode;
  tone?: FeedbackTone;
  size?: FeedbackSize;
  /** Default 'p'. */
  titleComponent?: FeedbackTitleComponent;
  /** 'status' when the view replaces content after a search or filter, so it is announced. */
  role?: 'status' | 'alert';
  sx?: SxProps<Theme>;
}

const sizes: Record<
  FeedbackSize,
  { disc: number; gap: number; py: number; title: 'h3' | 'h4'; maxWidth: string; actionGap: number }
> = {
  small: { disc: 7, gap: 1, py: 4, title: 'h4', maxWidth: '52ch', actionGap: 0 },
  medium: { disc: 8, gap: 1.5, py: 2, title: 'h4', maxWidth: '52ch', actionGap: 0 },
  large: { disc: 9, gap: 1.5, py: 6, title: 'h3', maxWidth: '48ch', actionGap: 1 },
};

/** A centred icon, a title, maybe a sentence and an action: nothing to show (yet). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  tone = 'primary',
  size = 'medium',
  titleComponent = 'p',
  role,
  sx,
}: EmptyStateProps) {
  const metrics = sizes[size];
  return (
    <Box
      role={role}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: metrics.gap,
          py: metrics.py,
          px: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: theme.spacing(metrics.disc),
          height: theme.spacing(metrics.disc),
          mb: size === 'large' ? 1 : 0,
          borderRadius: '50%',
          bgcolor: theme.palette[tone].light,
          color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].main,
        })}
      >
        {icon}
      </Box>
      <Typography component={titleComponent} variant={metrics.title} sx={{ overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      {description !== undefined && description !== null && (
        <Typography
          component="div"
          variant="body2"
          sx={{ color: 'text.secondary', maxWidth: metrics.maxWidth, overflowWrap: 'break-word' }}
        >
          {description}
        </Typography>
      )}
      {action !== undefined && action !== null && <Box sx={{ mt: metrics.actionGap }}>{action}</Box>}
    </Box>
  );
}
