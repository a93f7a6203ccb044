import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { pageWidth } from '../components/SiteFrame';

/** A band of the landing page: its heading (h2), a line under it, and its content. */
export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ ...pageWidth, mt: { xs: 5, sm: 7 } }}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 2.5 }}>
          {text}
        </Typography>
      )}
      {children}
    </Box>
  );
}
