import { defineNamespace, type MessageKey } from '../../shared/i18n/namespace';
import type { MessageValues } from '../../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The promotions back-office screen's labels (they follow the theme locale, with full Thai). The
 * common admin labels (retry, cancel, table) are in the admin namespace.
 */
export const adminPromotionsNs = defineNamespace('admin-promotions', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the promotions labels: `'form.title'`. */
export type PromotionsKey = MessageKey<typeof en>;

/** The translator of the promotions screen (`useT(adminPromotionsNs).t`). */
export type PromotionsT = (key: PromotionsKey, values?: MessageValues) => string;
