import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title: what the page shows, a count. */
  subtitle?: ReactNode;
  /** Announce changes of the subtitle (a result count that follows a search): role="status". */
  liveSubtitle?: boolean;
  /** Buttons, a search field, a cart badge: at the end of the line, under the title when narrow. */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

/** The title of a page (h1), a line under it and the page's actions. */
export function PageHeader({ title, subtitle, liveSubtitle = false, actions, sx }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography component="h1" variant="h3" sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography
            variant="body2"
            component="p"
            role={liveSubtitle ? 'status' : undefined}
            sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions !== undefined && (
        <Box
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            flex: `1 1 ${theme.spacing(30)}`,
            maxWidth: theme.spacing(46),
            minWidth: 0,
            justifyContent: 'flex-end',
          })}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}
