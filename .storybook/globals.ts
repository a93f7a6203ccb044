import {
  BORDER_RADIUS,
  defaultConfig,
  FONT_FAMILIES,
  LOCALES,
  PRESET_COLORS,
  type ThemeConfig,
} from '@pp/ui';

/** Toolbar globals, applied to every story through the theme config. */
export const globalTypes = {
  mode: {
    description: 'Light or dark',
    toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
  },
  preset: {
    description: 'Preset colour',
    toolbar: { title: 'Preset', icon: 'paintbrush', items: [...PRESET_COLORS], dynamicTitle: true },
  },
  direction: {
    description: 'Text direction',
    toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
  },
  fontFamily: {
    description: 'Font family',
    toolbar: { title: 'Font', icon: 'edit', items: [...FONT_FAMILIES], dynamicTitle: true },
  },
  borderRadius: {
    description: 'Border radius',
    toolbar: {
      title: 'Radius',
      icon: 'component',
      items: Array.from(
        { length: (BORDER_RADIUS.max - BORDER_RADIUS.min) / BORDER_RADIUS.step + 1 },
        (_, i) => String(BORDER_RADIUS.min + i * BORDER_RADIUS.step),
      ),
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Template locale',
    toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
  },
};

export const initialGlobals = {
  mode: defaultConfig.navType,
  preset: defaultConfig.presetColor,
  direction: 'ltr',
  fontFamily: defaultConfig.fontFamily,
  borderRadius: String(defaultConfig.borderRadius),
  locale: defaultConfig.locale,
};

/** Globals -> theme config (the config atom sanitizes whatever comes in). */
export function configFromGlobals(
  globals: Record<string, unknown>,
): Partial<ThemeConfig> & Record<string, unknown> {
  return {
    ...defaultConfig,
    navType: globals.mode,
    presetColor: globals.preset,
    rtlLayout: globals.direction === 'rtl',
    fontFamily: globals.fontFamily,
    borderRadius: Number(globals.borderRadius),
    locale: globals.locale,
  };
}
