import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The form pages' labels (template labels: they follow the theme locale). Add a locale with a file
 * `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const formPagesNs = defineNamespace('formPages', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the form pages' labels: `'rules.required'`. */
export type FormPagesKey = MessageKey<typeof en>;

/** The translator the schemas take their messages from (`useT(formPagesNs).t`). */
export type FormPagesT = (key: FormPagesKey, values?: MessageValues) => string;
