import { createTheme, decomposeColor, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { defaultConfig, PRESET_COLORS } from '../config/config';
import { createAppTheme } from './createAppTheme';
import { buildPalette, MIN_CONTRAST, MIN_SATURATION, presets, surfaces, vivid } from './palette';

/** HSL saturation of a colour, 0 (grey) to 1. */
function saturation(color: string): number {
  const [r = 0, g = 0, b = 0] = decomposeColor(color).values.map((value) => value / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
}

/** WCAG's minimum for the focus indicator against what it sits on (non-text contrast). */
const MIN_FOCUS_CONTRAST = 3;

describe('preset palettes', () => {
  it('keeps the spec example primaries as swatches', () => {
    const primaries = PRESET_COLORS.map((preset) => presets[preset].light.primary);
    for (const color of ['#607d8b', '#203461', '#16595a', '#173e43', '#0a2342', '#3f51b5']) {
      expect(primaries).toContain(color);
    }
  });

  it('makes a greyish colour vivid and leaves a saturated one alone', () => {
    expect(saturation(vivid('#607d8b'))).toBeCloseTo(MIN_SATURATION, 2);
    expect(vivid('#2196f3')).toBe('#2196f3');
    expect(vivid('#777777')).toBe('#777777');
  });

  for (const mode of ['light', 'dark'] as const) {
    const { paper, page } = surfaces[mode];
    for (const preset of PRESET_COLORS) {
      const { palette } = createTheme({ palette: buildPalette(preset, mode) });

      it(`gives AA contrast for primary and secondary text and buttons (${preset}, ${mode})`, () => {
        for (const tone of [palette.primary, palette.secondary]) {
          expect(getContrastRatio(tone.main, paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(getContrastRatio(tone.main, page)).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(getContrastRatio(tone.main, tone.contrastText)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
      });

      // Links and text buttons take primary.main (MUI's default colour for both); secondary.main
      // colours the auth links and the selected menu. Neither may read as grey, disabled text.
      it(`keeps links, secondary and secondary text readable and never grey (${preset}, ${mode})`, () => {
        for (const color of [palette.primary.main, palette.secondary.main]) {
          expect(getContrastRatio(color, paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(saturation(color)).toBeGreaterThanOrEqual(MIN_SATURATION - 0.005);
        }
        expect(getContrastRatio(palette.text.secondary, paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(getContrastRatio(palette.text.secondary, page)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      });

      it(`keeps white text at AA on the hero surface, saturated, not muddy (${preset}, ${mode})`, () => {
        expect(getContrastRatio('#ffffff', palette.hero.surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(saturation(palette.hero.surface)).toBeGreaterThanOrEqual(MIN_SATURATION - 0.005);
      });

      it(`draws a 2 px focus ring, offset 2 px, at 3:1 on paper and page (${preset}, ${mode})`, () => {
        const theme = createAppTheme({ ...defaultConfig, presetColor: preset, navType: mode });
        const ring = theme.focusVisible || {};
        expect(ring).toMatchObject({ outlineStyle: 'solid', outlineWidth: 2 });
        expect(String(ring.outlineOffset)).toContain('2px');
        const color = String(ring.outlineColor);
        expect(getContrastRatio(color, paper)).toBeGreaterThanOrEqual(MIN_FOCUS_CONTRAST);
        expect(getContrastRatio(color, page)).toBeGreaterThanOrEqual(MIN_FOCUS_CONTRAST);
      });
    }
  }
});
