import { defineNamespace, type MessageKey } from '../../shared/i18n/namespace';
import type { MessageValues } from '../../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The agent screen's labels (they follow the template locale, with full Thai; the other template
 * locales show English). Common labels (retry, refresh, load errors) are in `adminNs`.
 */
export const adminAgentNs = defineNamespace('admin-agent', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

export type AdminAgentKey = MessageKey<typeof en>;
export type AdminAgentT = (key: AdminAgentKey, values?: MessageValues) => string;
