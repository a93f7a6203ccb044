import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A form page: a size container (DESIGN.md "Look and feel") whose cards flow in one column, two
 * from the `lg` container width when `columns` is 2. Forms inside lay out against the card's width.
 */
export function FormsPage({
  label,
  columns = 1,
  children,
}: {
  label: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} sx={{ containerType: 'inline-size', width: '100%', minWidth: 0 }}>
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: theme.spacing(3),
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          ...(columns === 2 && {
            [theme.containerQueries.up('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          }),
        })}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Fields side by side from the `sm` width of their container (a card), one column below it. */
export const fieldGridSx: SxProps<Theme> = (theme) => ({
  containerType: 'inline-size',
  '& > .fields': {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A form's fields in a column, with room between them. */
export const stackSx: SxProps<Theme> = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 };

/** A row of buttons at the end of a form, wrapping on a phone. */
export function FormActions({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', alignItems: 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
