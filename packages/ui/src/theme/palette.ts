import { darken, decomposeColor, getContrastRatio, lighten, type PaletteOptions } from '@mui/material/styles';

import type { NavType, PresetColor } from '../config/config';

/** The signature colours of a preset: what its swatch shows. */
interface PresetSwatch {
  primary: string;
  secondary: string;
}

/**
 * The 7 presets of the settings drawer, kept as swatches (decision 0007). Light colours come from
 * the spec's examples; dark mode uses lighter mains so the same hue reads on a dark page.
 */
export const presets: Record<PresetColor, Record<NavType, PresetSwatch>> = {
  default: {
    light: { primary: '#2196f3', secondary: '#673ab7' },
    dark: { primary: '#64b5f6', secondary: '#b39ddb' },
  },
  theme1: {
    light: { primary: '#203461', secondary: '#ec407a' },
    dark: { primary: '#8fa5e0', secondary: '#f48fb1' },
  },
  theme2: {
    light: { primary: '#607d8b', secondary: '#d84315' },
    dark: { primary: '#a7bcc7', secondary: '#ff8a65' },
  },
  theme3: {
    light: { primary: '#16595a', secondary: '#c77e23' },
    dark: { primary: '#6fc2c3', secondary: '#e5a85a' },
  },
  theme4: {
    light: { primary: '#173e43', secondary: '#3fb0ac' },
    dark: { primary: '#7fc3cb', secondary: '#6fd0cc' },
  },
  theme5: {
    light: { primary: '#0a2342', secondary: '#2ca58d' },
    dark: { primary: '#86a9d8', secondary: '#5fd1b9' },
  },
  theme6: {
    light: { primary: '#3f51b5', secondary: '#3949ab' },
    dark: { primary: '#9fa8da', secondary: '#90caf9' },
  },
};

/** Page and surface colours per mode. */
export const surfaces = {
  light: {
    page: '#eef2f6',
    paper: '#ffffff',
    textPrimary: '#364152',
    textSecondary: '#5b6779',
    heading: '#121926',
  },
  dark: {
    page: '#111936',
    paper: '#1a223f',
    textPrimary: '#d7dcec',
    textSecondary: '#9aa4c7',
    heading: '#f1f3fa',
  },
} as const;

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/**
 * HSL saturation a main needs so that links and text buttons in it read as a colour, never as grey
 * text that looks disabled (theme2's blue-grey had 0.18, about the grey of the secondary text).
 */
export const MIN_SATURATION = 0.35;

/**
 * A colour's HSL saturation raised to `MIN_SATURATION`, its hue and lightness kept: each channel's
 * distance from the lightness grows in proportion.
 */
export function vivid(color: string): string {
  const channels = decomposeColor(color).values.slice(0, 3);
  const max = Math.max(...channels);
  const min = Math.min(...channels);
  const saturation = (max - min) / (255 - Math.abs(max + min - 255));
  if (!saturation || saturation >= MIN_SATURATION) return color;
  const mid = (max + min) / 2;
  return `rgb(${channels.map((channel) => mid + ((channel - mid) * MIN_SATURATION) / saturation).join()})`;
}

/**
 * Moves a colour towards black (light mode) or white (dark mode) in small steps until it reaches
 * AA contrast on both the paper and the page colour, so primary text, links and buttons stay readable in every preset.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], mode: NavType): string {
  let result = color;
  const worst = () => Math.min(...backgrounds.map((background) => getContrastRatio(result, background)));
  for (let step = 0; step < 40 && worst() < MIN_CONTRAST; step += 1) {
    result = mode === 'light' ? darken(result, 0.04) : lighten(result, 0.04);
  }
  return result;
}

function shades(main: string, mode: NavType) {
  return {
    main,
    light: mode === 'light' ? lighten(main, 0.9) : darken(main, 0.7),
    dark: mode === 'light' ? darken(main, 0.15) : lighten(main, 0.15),
    800: mode === 'light' ? darken(main, 0.3) : lighten(main, 0.3),
  };
}

/**
 * The deep brand colour of a hero card (the wallet's balance card) with white text on it, the same
 * in both modes: the light swatch's secondary, one shade deeper, darkened until white text has AA
 * contrast. Dark mode used to darken its pastel mains, which turned muddy (4.0:1 on theme6).
 */
export function heroColors(preset: PresetColor): { surface: string; ring: string } {
  const surface = ensureContrast(darken(vivid(presets[preset].light.secondary), 0.15), ['#ffffff'], 'light');
  return { surface, ring: darken(surface, 0.2) };
}

/** The full palette of a preset in a mode. */
export function buildPalette(preset: PresetColor, mode: NavType): PaletteOptions {
  const swatch = presets[preset][mode];
  const surface = surfaces[mode];
  const fix = (color: string) => ensureContrast(vivid(color), [surface.paper, surface.page], mode);
  const light = mode === 'light';
  return {
    mode,
    contrastThreshold: MIN_CONTRAST,
    primary: shades(fix(swatch.primary), mode),
    secondary: shades(fix(swatch.secondary), mode),
    success: {
      main: light ? '#00873c' : '#69f0ae',
      light: light ? '#b9f6ca' : '#0b3d26',
      dark: light ? '#00652d' : '#b9f6ca',
    },
    error: {
      main: light ? '#c62828' : '#ff8a80',
      light: light ? '#fdecea' : '#4a1d1d',
      dark: light ? '#b71c1c' : '#ffcdd2',
    },
    warning: {
      main: light ? '#8a5a00' : '#ffe57f',
      light: light ? '#fff8e1' : '#3d3411',
      dark: light ? '#6d4700' : '#ffecb3',
    },
    info: {
      main: light ? '#0277bd' : '#80d8ff',
      light: light ? '#e1f5fe' : '#0d3347',
      dark: light ? '#01579b' : '#b3e5fc',
    },
    orange: {
      main: light ? '#b84a00' : '#ffab76',
      light: light ? '#fbe9e7' : '#46281a',
      dark: light ? '#8f3a00' : '#ffccbc',
    },
    grey: {
      50: light ? '#f8fafc' : '#202a4d',
      100: light ? '#eef2f6' : '#29335a',
      200: light ? '#e3e8ef' : '#333d66',
      300: light ? '#cdd5df' : '#424c78',
      500: light ? '#697586' : '#8492c4',
      600: light ? '#4b5565' : '#a9b4d8',
      700: light ? '#364152' : '#c3cbe6',
      900: light ? '#121926' : '#eef1fa',
    },
    divider: light ? '#e3e8ef' : 'rgba(189, 200, 240, 0.16)',
    background: { default: surface.page, paper: surface.paper },
    text: { primary: surface.textPrimary, secondary: surface.textSecondary },
    heading: surface.heading,
    hero: heroColors(preset),
  };
}
