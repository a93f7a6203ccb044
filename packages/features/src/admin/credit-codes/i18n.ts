import { defineNamespace, type MessageKey } from '../../shared/i18n/namespace';
import type { MessageValues } from '../../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The credit-codes back-office screen's labels (they follow the theme locale, with full Thai). The
 * common admin labels (retry, cancel, statuses) are in the admin namespace.
 */
export const creditCodesNs = defineNamespace('admin-credit-codes', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the credit-code labels: `'form.code'`. */
export type CreditCodesKey = MessageKey<typeof en>;

/** The translator of the credit-codes screen (`useT(creditCodesNs).t`). */
export type CreditCodesT = (key: CreditCodesKey, values?: MessageValues) => string;
