/**
 * Layout of the widget pages: each page is a size container, and its cards flow in a grid that
 * fits as many columns of at least `min` as its own width allows (one on a 375 px phone).
 */
import type { Theme } from '@mui/material/styles';

/** The root of a widget page: a size container (DESIGN.md "Look and feel", container queries). */
export const pageRootSx = { containerType: 'inline-size', width: '100%', minWidth: 0 } as const;

/** A grid of cards at least `min` theme spacings wide. */
export const cardGridSx = (min: number) => (theme: Theme) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${theme.spacing(min)}), 1fr))`,
  alignItems: 'stretch',
});

/**
 * The data widgets' grid: one column on a phone, two from the `sm` container width, three from `md`.
 * A card marked `wide` spans two columns; `dense` fills the holes a wide card leaves.
 */
export const widgetGridSx = (theme: Theme) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'row dense',
  [theme.containerQueries.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/** A card of `widgetGridSx` two columns wide (the whole row on two columns). */
export const wideCardSx = (theme: Theme) => ({ [theme.containerQueries.up('sm')]: { gridColumn: 'span 2' } });

/** A row of a widget's list: its content on one line, a divider above every row but the first. */
export const listRowSx = (gap: number) =>
  ({
    listStyle: 'none',
    display: 'flex',
    alignItems: 'center',
    gap,
    py: gap,
    '& + &': { borderTop: 1, borderColor: 'divider' },
  }) as const;
