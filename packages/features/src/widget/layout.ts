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
