import type { Theme } from '@mui/material/styles';

import type { colours } from '../shared/demoPage/layout';

/**
 * A pressed toggle's text in its colour, dark enough to read on its tint in the light mode (the
 * `main` of success, warning and info is too light for small text: WCAG AA asks 4.5:1).
 */
export function pressedTone(colour: (typeof colours)[number]) {
  return (theme: Theme) => ({
    '&.Mui-selected, &.Mui-selected:hover': {
      color: theme.palette.mode === 'dark' ? theme.palette[colour].main : theme.palette[colour].dark,
    },
  });
}
