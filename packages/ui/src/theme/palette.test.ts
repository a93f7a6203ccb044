import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { PRESET_COLORS } from '../config/config';
import { buildPalette, MIN_CONTRAST, presets, surfaces } from './palette';

describe('preset palettes', () => {
  it('keeps the spec example primaries as swatches', () => {
    const primaries = PRESET_COLORS.map((preset) => presets[preset].light.primary);
    for (const color of ['#607d8b', '#203461', '#16595a', '#173e43', '#0a2342', '#3f51b5']) {
      expect(primaries).toContain(color);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`gives AA contrast for primary and secondary text and buttons in ${mode} mode`, () => {
      for (const preset of PRESET_COLORS) {
        const theme = createTheme({ palette: buildPalette(preset, mode) });
        for (const tone of [theme.palette.primary, theme.palette.secondary]) {
          expect(getContrastRatio(tone.main, surfaces[mode].paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(getContrastRatio(tone.main, surfaces[mode].page)).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(getContrastRatio(tone.main, tone.contrastText)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
      }
    });
  }
});
