import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The back office's common labels (they follow the template locale, with full Thai; the other
 * template locales show English). Each screen keeps its own labels in its folder's namespace.
 */
export const adminNs = defineNamespace('admin', {
  en: () => import('./locales/en').then((file) => file.en),
  th: () => import('./locales/th').then((file) => file.th),
});

export type AdminKey = MessageKey<typeof en>;
export type AdminT = (key: AdminKey, values?: MessageValues) => string;
