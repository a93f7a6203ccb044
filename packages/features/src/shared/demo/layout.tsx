import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { MainCard } from '@pp/ui';
import type { ReactNode } from 'react';

/** The preset colours every control of the template's demo pages (components, UI elements) is shown in. */
export const colours = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/** The sizes of the controls that have three. */
export const sizes = ['small', 'medium', 'large'] as const;

/**
 * A component page: a size container (DESIGN.md "Look and feel") whose section cards flow in one
 * column on a phone and two from the `md` container width, as the template's component pages.
 */
export function DemoPage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={(theme: Theme) => ({
        containerType: 'inline-size',
        width: '100%',
        minWidth: 0,
        '& > .demo-grid': {
          display: 'grid',
          gap: theme.spacing(3),
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        },
      })}
    >
      <Box className="demo-grid">{children}</Box>
    </Box>
  );
}

/** One section of a component page: a titled card whose demos wrap in a row. */
export function DemoSection({
  title,
  children,
  column = false,
}: {
  title: string;
  children: ReactNode;
  /** Stack the demos (fields, sliders) instead of wrapping them in a row. */
  column?: boolean;
}) {
  return (
    <MainCard title={title} divider>
      <Box
        sx={{
          display: 'flex',
          flexDirection: column ? 'column' : 'row',
          flexWrap: 'wrap',
          alignItems: column ? 'stretch' : 'center',
          gap: 2,
          minWidth: 0,
          overflowWrap: 'break-word',
        }}
      >
        {children}
      </Box>
    </MainCard>
  );
}
