import Box from '@mui/material/Box';

import type { ProductColor } from '../types';
import { SWATCH_COLORS } from './format';

export interface ColorDotProps {
  color: ProductColor;
  /** Diameter in theme spacing units. */
  size?: number;
  selected?: boolean;
}

/** A round colour sample with a ring when selected. */
export function ColorDot({ color, size = 3, selected = false }: ColorDotProps) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: 'inline-block',
        width: theme.spacing(size),
        height: theme.spacing(size),
        borderRadius: '50%',
        bgcolor: SWATCH_COLORS[color],
        border: 1,
        // White and yellow need a firmer edge to stand out on white paper.
        borderColor: color === 'white' || color === 'yellow' ? 'grey.300' : 'divider',
        boxShadow: selected
          ? `0 0 0 ${theme.spacing(0.25)} ${theme.palette.background.paper}, 0 0 0 ${theme.spacing(0.5)} ${theme.palette.primary.main}`
          : 'none',
      })}
    />
  );
}
