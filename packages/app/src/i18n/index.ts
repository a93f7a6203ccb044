import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { en } from './en';
import { fr } from './fr';
import { ro } from './ro';
import { th } from './th';
import { zh } from './zh';

/** Template labels follow the theme config's locale; player-facing text stays Thai everywhere. */
export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  ro: { translation: ro },
  zh: { translation: zh },
  th: { translation: th },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
