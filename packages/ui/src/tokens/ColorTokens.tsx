import Box from '@mui/material/Box';
import { getContrastRatio, rgbToHex, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { MainCard } from '../components/MainCard';
import { defaultConfig, PRESET_COLORS, type NavType, type PresetColor } from '../config/config';
import { createAppTheme } from '../theme/createAppTheme';
import { MIN_CONTRAST } from '../theme/palette';

/** The palette entries a designer reviews, with the text colour each is used with. */
const ROLES = ['primary', 'secondary', 'success', 'warning', 'error', 'info', 'orange'] as const;
type Role = (typeof ROLES)[number];

/** A colour and the ratio of the text drawn on it, as WCAG counts it. */
export interface ColorSample {
  name: string;
  color: string;
  text: string;
  contrast: number;
}

/** The shades of a role besides its main, lightest first, as the palette names them. */
const SHADES = ['light', '200', 'main', 'dark', '800'] as const;

/**
 * The samples of one preset in one mode: each role's main on its text colour, and the surfaces.
 * With `shades`, every shade the palette holds for a role (light, 200, main, dark, 800), each on the
 * text colour the theme picks for it.
 */
export function colorSamples(
  preset: PresetColor,
  mode: NavType,
  { shades = false }: { shades?: boolean } = {},
): ColorSample[] {
  const theme: Theme = createAppTheme({ ...defaultConfig, presetColor: preset, navType: mode });
  const { palette } = theme;
  const roles = ROLES.flatMap((role: Role): ColorSample[] => {
    if (shades) {
      const entry = palette[role] as unknown as Partial<Record<(typeof SHADES)[number], string>>;
      return SHADES.flatMap((shade) => {
        const color = entry[shade];
        if (typeof color !== 'string') return [];
        const text =
          shade === 'main'
            ? (palette[role].contrastText ?? palette.getContrastText(color))
            : palette.getContrastText(color);
        return [{ name: `${role}.${shade}`, color, text, contrast: getContrastRatio(color, text) }];
      });
    }
    const { main } = palette[role];
    // A custom colour (orange) may come without its text colour: the theme's rule picks it.
    const contrastText = palette[role].contrastText ?? palette.getContrastText(main);
    return [
      {
        name: `${role}.main`,
        color: main,
        text: contrastText,
        contrast: getContrastRatio(main, contrastText),
      },
    ];
  });
  const surfaces: ColorSample[] = [
    {
      name: 'background.default',
      color: palette.background.default,
      text: palette.text.primary,
      contrast: 0,
    },
    { name: 'background.paper', color: palette.background.paper, text: palette.text.primary, contrast: 0 },
    {
      name: 'text.secondary on paper',
      color: palette.background.paper,
      text: palette.text.secondary,
      contrast: 0,
    },
    {
      name: 'primary.main on paper',
      color: palette.background.paper,
      text: palette.primary.main,
      contrast: 0,
    },
  ].map((sample) => ({ ...sample, contrast: getContrastRatio(sample.color, sample.text) }));
  return [...roles, ...surfaces];
}

/** A colour as #rrggbb, however the theme spells it (#fff, rgb(...)). */
export function hexOf(color: string): string {
  const hex = color.startsWith('#') ? color : rgbToHex(color);
  return hex.length === 4
    ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`
    : hex.toLowerCase();
}

/** The words of a palette: its list's name and the verdicts on a contrast. */
export interface PaletteLabels {
  /** The list's accessible name. */
  list?: string;
  passes?: string;
  fails?: string;
}

function Swatch({ sample, labels }: { sample: ColorSample; labels: PaletteLabels }) {
  const passes = sample.contrast >= MIN_CONTRAST;
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', listStyle: 'none' }}
    >
      <Box
        sx={{
          bgcolor: sample.color,
          color: sample.text,
          px: 1.5,
          py: 2,
          fontWeight: 600,
          fontSize: '0.875rem',
        }}
      >
        Aa ฿1,250 สวัสดี
      </Box>
      <Box sx={{ px: 1.5, py: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {sample.name}
        </Typography>
        <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
          {hexOf(sample.color)} / {hexOf(sample.text)}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          sx={{ color: passes ? 'success.dark' : 'error.main', fontWeight: 600 }}
        >
          {`${sample.contrast.toFixed(2)}:1 ${passes ? (labels.passes ?? 'AA') : (labels.fails ?? 'below AA')}`}
        </Typography>
      </Box>
    </Box>
  );
}

export interface PresetPaletteProps {
  preset: PresetColor;
  mode: NavType;
  /** Every shade of each role (`colorSamples` with `shades`), not only its main. */
  shades?: boolean;
  labels?: PaletteLabels;
}

/** One preset in one mode: each colour with its hex and the contrast of the text drawn on it. */
export function PresetPalette({ preset, mode, shades = false, labels = {} }: PresetPaletteProps) {
  return (
    <Box
      component="ul"
      aria-label={labels.list ?? `${preset} ${mode}`}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        p: 0,
        m: 0,
      }}
    >
      {colorSamples(preset, mode, { shades }).map((sample) => (
        <Swatch key={sample.name} sample={sample} labels={labels} />
      ))}
    </Box>
  );
}

/** Every preset's palette in light and dark, with hex values and WCAG contrast. */
export function ColorTokens({ presets = PRESET_COLORS }: { presets?: readonly PresetColor[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {presets.map((preset) => (
        <MainCard key={preset} title={`Preset ${preset}`}>
          {(['light', 'dark'] as const).map((mode) => (
            <Box key={mode} sx={{ '& + &': { mt: 3 } }}>
              <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
                {mode === 'light' ? 'Light' : 'Dark'}
              </Typography>
              <PresetPalette preset={preset} mode={mode} />
            </Box>
          ))}
        </MainCard>
      ))}
    </Box>
  );
}
