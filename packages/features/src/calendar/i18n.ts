import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The calendar's labels (template labels: they follow the theme locale). Add a locale with a file
 * `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const calendarNs = defineNamespace('calendar', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the calendar labels: `'dialog.title'`. */
export type CalendarKey = MessageKey<typeof en>;

/** The translator of the calendar screen (`useT(calendarNs).t`). */
export type CalendarT = (key: CalendarKey, values?: MessageValues) => string;
