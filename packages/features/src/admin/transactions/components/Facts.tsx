import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/**
 * Label and value pairs of a detail dialog, as a description list (a transaction's review, a
 * player's detail). Shared by the back office's transactions and players screens.
 */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1.25,
        alignItems: 'baseline',
      }}
    >
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}>
            {value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
