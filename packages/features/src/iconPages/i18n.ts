import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The labels of the icon galleries (template labels: they follow the theme locale). Add a locale
 * with a file `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const iconPagesNs = defineNamespace('iconPages', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the gallery labels: `'search'`. */
export type IconPagesKey = MessageKey<typeof en>;

/** The translator of the icon galleries (`useT(iconPagesNs).t`). */
export type IconPagesT = (key: IconPagesKey, values?: MessageValues) => string;
