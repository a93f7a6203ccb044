import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The labels of the utility, pricing and sample pages (template labels: they follow the theme
 * locale). Add a locale with a file `locales/<locale>.ts` typed `Translation<typeof en>` and one
 * line here.
 */
export const utilitiesNs = defineNamespace('utilities', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the utility labels: `'pricing.yearly'`. */
export type UtilitiesKey = MessageKey<typeof en>;

/** The translator of the utility pages (`useT(utilitiesNs).t`). */
export type UtilitiesT = (key: UtilitiesKey, values?: MessageValues) => string;
