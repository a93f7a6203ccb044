import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/** The mail app's labels (template labels: they follow the theme locale). */
export const mailNs = defineNamespace('mail', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the mail labels: `'folders.inbox'`. */
export type MailKey = MessageKey<typeof en>;

/** The translator of the mail screen (`useT(mailNs).t`). */
export type MailT = (key: MailKey, values?: MessageValues) => string;
