import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconHome, IconLock, IconMapSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type StatusKind = 'not-found' | 'forbidden' | 'error';

export interface StatusPageProps {
  kind: StatusKind;
  title: string;
  description: string;
  /** The home link. */
  homeLabel: string;
  homeUrl?: string;
  /** Another action (retry, reload). */
  action?: ReactNode;
  /** A short technical detail (an error message), rendered as text. */
  detail?: string;
}

const icons = { 'not-found': IconMapSearch, forbidden: IconLock, error: IconAlertTriangle } as const;
const codes = { 'not-found': '404', forbidden: '403', error: '500' } as const;

/** A full-page status screen: 404, 403 and the error boundary's page. */
export function StatusPage({
  kind,
  title,
  description,
  homeLabel,
  homeUrl = '/dashboard/analytics',
  action,
  detail,
}: StatusPageProps) {
  const Icon = icons[kind];
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', px: 2, py: 6 }}>
      <Box sx={{ maxWidth: 480 }}>
        <Box
          sx={{
            mx: 'auto',
            mb: 3,
            width: 96,
            height: 96,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: kind === 'error' ? 'error.light' : 'secondary.light',
            color: kind === 'error' ? 'error.dark' : 'secondary.dark',
          }}
        >
          <Icon size={44} stroke={1.5} aria-hidden />
        </Box>
        <Typography
          variant="h1"
          component="p"
          sx={{ fontSize: '3.5rem', color: 'text.secondary', lineHeight: 1 }}
          aria-hidden
        >
          {codes[kind]}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {description}
        </Typography>
        {detail && (
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            sx={{ mt: 1, wordBreak: 'break-word' }}
          >
            {detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={homeUrl}
            variant="contained"
            color="secondary"
            startIcon={<IconHome size={18} />}
          >
            {homeLabel}
          </Button>
          {action}
        </Box>
      </Box>
    </Box>
  );
}
