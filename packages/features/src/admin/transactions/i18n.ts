import { defineNamespace, type MessageKey } from '../../shared/i18n/namespace';
import type { MessageValues } from '../../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The transactions queue's labels (admin text follows the theme locale, with full Thai; the other
 * template locales show English).
 */
export const transactionsNs = defineNamespace('admin-transactions', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

export type TransactionsKey = MessageKey<typeof en>;
export type TransactionsT = (key: TransactionsKey, values?: MessageValues) => string;
