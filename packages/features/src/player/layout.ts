/**
 * Layout helpers of the player screens. Screens are CSS containers and lay themselves out with
 * container queries, so they fit the space the shell gives them (and a 375-wide phone) rather than
 * the window.
 */
import type { Theme } from '@mui/material/styles';

/**
 * The root of a screen: a size container. Player screens are Thai whatever the template's locale:
 * their root says `lang="th"` (fonts, screen readers, and the RTL reading rule of the theme's
 * baseline), as in `<Box lang="th" sx={screenRootSx}>`.
 */
export const screenRootSx = { containerType: 'inline-size', width: '100%', minWidth: 0 } as const;

/** A 12-column grid from the `md` container width; one column below. */
export const dashboardGridSx = (theme: Theme) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' },
});

/** A grid item spanning `columns` of 12 from the `md` container width. */
export const span = (columns: number) => (theme: Theme) => ({
  minWidth: 0,
  [theme.containerQueries.up('md')]: { gridColumn: `span ${columns}` },
});
