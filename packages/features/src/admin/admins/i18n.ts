import { defineNamespace, type MessageKey } from '../../shared/i18n/namespace';
import type { MessageValues } from '../../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The admins screen's labels (they follow the template locale, with full Thai; the other template
 * locales show English). Common labels (retry, never, load errors) are in `adminNs`.
 */
export const adminAdminsNs = defineNamespace('admin-admins', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

export type AdminAdminsKey = MessageKey<typeof en>;
export type AdminAdminsT = (key: AdminAdminsKey, values?: MessageValues) => string;
