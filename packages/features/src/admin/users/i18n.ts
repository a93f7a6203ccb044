import { defineNamespace, type MessageKey } from '../../shared/i18n/namespace';
import type { MessageValues } from '../../shared/i18n/useT';
import type { en } from './locales/en';

/** The players screen's labels (they follow the theme locale, with full Thai; others show English). */
export const usersNs = defineNamespace('admin-users', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

export type UsersKey = MessageKey<typeof en>;
export type UsersT = (key: UsersKey, values?: MessageValues) => string;
