import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconHome, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * `update`: the app changed under an open page (a chunk of the old release is gone): reload.
 * `maintenance`: the site or a part of it is closed for work (the under-construction page).
 */
export type StatusKind = 'not-found' | 'forbidden' | 'error' | 'update' | 'maintenance';

export interface StatusPageProps {
  kind: StatusKind;
  /** The picture in the circle (each page passes its own, so no page loads the others'). */
  icon: Icon;
  title: string;
  description: string;
  /** The home link. */
  homeLabel: string;
  homeUrl?: string;
  /** Another action (retry, reload). */
  action?: ReactNode;
}

/** The status code shown large; none for an update, which is not an error of the server. */
const codes = { 'not-found': '404', forbidden: '403', error: '500', update: null, maintenance: null };

/** The circle's colours: the palette entry of each kind. */
const tones = {
  'not-found': 'secondary',
  forbidden: 'secondary',
  error: 'error',
  update: 'primary',
  maintenance: 'warning',
} as const;

/**
 * A full-page status screen: 404, 403 and the error boundary's pages. It never shows an error's
 * own text: that is technical, English, and may hold what a visitor should not see.
 */
export function StatusPage({
  kind,
  icon: Icon,
  title,
  description,
  homeLabel,
  homeUrl = '/dashboard/analytics',
  action,
}: StatusPageProps) {
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
            bgcolor: `${tones[kind]}.light`,
            color: `${tones[kind]}.dark`,
          }}
        >
          <Icon size={44} stroke={1.5} aria-hidden />
        </Box>
        {codes[kind] && (
          <Typography
            variant="h1"
            component="p"
            sx={{ fontSize: '3.5rem', color: 'text.secondary', lineHeight: 1 }}
            aria-hidden
          >
            {codes[kind]}
          </Typography>
        )}
        <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {description}
        </Typography>
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
