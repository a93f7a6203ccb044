import { createTheme, type Theme } from '@mui/material/styles';

import type { ThemeConfig } from '../config/config';
import { buildOverrides } from './overrides';
import { buildPalette } from './palette';
import { buildTypography } from './typography';

/** Sidebar width (menu constant 260 of the spec) and header height. */
export const DRAWER_WIDTH = 260;
export const HEADER_HEIGHT = 88;

/** Builds the MUI theme from the theme config: preset, mode, font, radius, input style, direction. */
export interface ThemeEnvironment {
  /** The user asks for less motion: no ripples (transitions are shortened by the baseline CSS). */
  reducedMotion?: boolean;
}

export function createAppTheme(config: ThemeConfig, environment: ThemeEnvironment = {}): Theme {
  const palette = buildPalette(config.presetColor, config.navType);
  const base = createTheme({
    direction: config.rtlLayout ? 'rtl' : 'ltr',
    palette,
    typography: buildTypography(config.fontFamily, palette.heading ?? '#121926'),
    shape: { borderRadius: config.borderRadius },
    // One keyboard focus ring on every control (MUI's: 2 px solid primary.main, offset 2 px, inset
    // where a scrolling parent would clip it); primary.main has AA contrast on paper and page.
    focusVisible: true,
    custom: {
      borderRadius: config.borderRadius,
      outlinedFilled: config.outlinedFilled,
      drawerWidth: DRAWER_WIDTH,
      headerHeight: HEADER_HEIGHT,
    },
    mixins: { toolbar: { minHeight: 48, padding: '16px', '@media (min-width: 600px)': { minHeight: 48 } } },
  });
  const components = buildOverrides(base);
  if (environment.reducedMotion) {
    components.MuiButtonBase = {
      ...components.MuiButtonBase,
      defaultProps: { disableRipple: true, disableTouchRipple: true },
    };
  }
  return createTheme(base, { components });
}
