import Box from '@mui/material/Box';
import { Logo } from '@pp/ui';
import type { ReactNode } from 'react';

/**
 * A public page outside the main layout: the brand on top, the content centred on the page
 * background, as tall as the screen. Nothing is wider than a phone's screen.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        gridTemplateColumns: 'minmax(0, 1fr)',
        px: { xs: 2, sm: 4 },
        py: { xs: 2, sm: 3 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <Logo />
      </Box>
      {/* A size container: the pages lay out against the space they get (decision 0008). */}
      <Box
        sx={{
          containerType: 'inline-size',
          minWidth: 0,
          display: 'grid',
          placeItems: 'center',
          py: { xs: 3, sm: 6 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
