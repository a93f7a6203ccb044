/**
 * The person dialog's labels in the template locale: one namespace (`person`) that the chat and the
 * contacts app share, so a label is translated once (as the tables share `table`). Add a locale
 * with a file `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
import { defineNamespace } from '../i18n/namespace';
import type { en } from './locales/en';

export const personNs = defineNamespace<typeof en>('person', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});
