import type { Locale } from '../config/config';

/** Every text of the settings drawer; the app passes translated ones, English is the default. */
export interface SettingsLabels {
  open: string;
  title: string;
  close: string;
  reset: string;
  layout: string;
  mode: string;
  light: string;
  dark: string;
  direction: string;
  rtl: string;
  presetColor: string;
  preset: (name: string) => string;
  fontFamily: string;
  borderRadius: string;
  inputOutlinedWithFilled: string;
  withBackground: string;
  withoutBackground: string;
  boxContainer: string;
  container: string;
  language: string;
}

export const defaultSettingsLabels: SettingsLabels = {
  open: 'Open theme settings',
  title: 'Theme Customization',
  close: 'Close theme settings',
  reset: 'Reset',
  layout: 'Layout',
  mode: 'Mode',
  light: 'Light',
  dark: 'Dark',
  direction: 'Direction',
  rtl: 'RTL',
  presetColor: 'Preset Color',
  preset: (name) => `Preset ${name}`,
  fontFamily: 'Font Family',
  borderRadius: 'Border Radius',
  inputOutlinedWithFilled: 'Input Outlined With Filled',
  withBackground: 'With Background',
  withoutBackground: 'Without Background',
  boxContainer: 'Box Container',
  container: 'Container',
  language: 'Language',
};

/** Each locale's name in its own language. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ro: 'Română',
  zh: '中文',
  th: 'ไทย',
};
