import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The public status pages' labels (error, coming soon, under construction: template pages, they follow the theme locale). Add a locale with a
 * file `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const publicPagesNs = defineNamespace('publicPages', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the public pages' labels: `'comingSoon1.title'`. */
export type PublicPagesKey = MessageKey<typeof en>;

/** The translator of the public pages (`useT(publicPagesNs).t`). */
export type PublicPagesT = (key: PublicPagesKey, values?: MessageValues) => string;
