import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { en } from './locales/en';

/**
 * The advanced UI element pages' labels (template labels: they follow the theme locale). Add a locale with a
 * file `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const advancePagesNs = defineNamespace('advancePages', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the advanced UI element pages' labels: `'section.colours'`. */
export type AdvancePagesKey = MessageKey<typeof en>;
