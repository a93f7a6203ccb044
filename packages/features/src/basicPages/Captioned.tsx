import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A demo with its caption under it (a size, a colour, a corner). */
export function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {children}
      {/* Each caption reads in its own text's direction: "64 px" stays so in a right-to-left page. */}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textAlign: 'center', unicodeBidi: 'plaintext' }}
      >
        {caption}
      </Typography>
    </Box>
  );
}
