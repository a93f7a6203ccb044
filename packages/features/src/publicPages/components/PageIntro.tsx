import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { pageWidth } from './SiteFrame';

/** The top of a help page: its heading (h1), a line under it, and what follows on the same band. */
export function PageIntro({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Box sx={{ ...pageWidth, pt: { xs: 4, sm: 6 }, pb: 1 }}>
      <Typography
        variant="h1"
        sx={(theme) => ({
          fontSize: '1.75rem',
          lineHeight: 1.3,
          mb: 1,
          [theme.containerQueries.up('sm')]: { fontSize: '2.25rem' },
        })}
      >
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {text}
      </Typography>
      {children}
    </Box>
  );
}
