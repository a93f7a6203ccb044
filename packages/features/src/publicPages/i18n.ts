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

/**
 * The site's public pages for players (landing, contact us, FAQ, privacy): Thai first, whatever the
 * template locale; the visitor picks another in the page's header (`siteLocaleAtom`). `siteNs`: the
 * frame and the landing page; `helpNs`: the help pages (the landing does not load their words).
 */
export const siteNs = defineNamespace('publicSite', {
  en: () => import('./locales/site/en').then((file) => file.en),
  fr: () => import('./locales/site/fr').then((file) => file.fr),
  ro: () => import('./locales/site/ro').then((file) => file.ro),
  zh: () => import('./locales/site/zh').then((file) => file.zh),
  th: () => import('./locales/site/th').then((file) => file.th),
});

export const helpNs = defineNamespace('publicHelp', {
  en: () => import('./locales/help/en').then((file) => file.en),
  fr: () => import('./locales/help/fr').then((file) => file.fr),
  ro: () => import('./locales/help/ro').then((file) => file.ro),
  zh: () => import('./locales/help/zh').then((file) => file.zh),
  th: () => import('./locales/help/th').then((file) => file.th),
});
