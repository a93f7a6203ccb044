import { formatNumber } from '@pp/ui';

import { defineNamespace, type MessageKey } from '../shared/i18n/namespace';
import type { MessageValues } from '../shared/i18n/useT';
import type { en } from './locales/en';

/**
 * The user pages' labels (template labels: they follow the theme locale). Add a locale with a file
 * `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const userNs = defineNamespace('user', {
  en: () => import('./locales/en').then((file) => file.en),
  fr: () => import('./locales/fr').then((file) => file.fr),
  ro: () => import('./locales/ro').then((file) => file.ro),
  zh: () => import('./locales/zh').then((file) => file.zh),
  th: () => import('./locales/th').then((file) => file.th),
});

/** A key of the user pages' labels: `'posts.like'`. */
export type UserKey = MessageKey<typeof en>;

/** The translator of the user pages (`useT(userNs).t`). */
export type UserT = (key: UserKey, values?: MessageValues) => string;

/** The labels with a singular and a plural form (`<key>_one`, `<key>_other`). */
export type CountKey =
  | 'posts.likes'
  | 'posts.comments'
  | 'profile.posts'
  | 'profile.followers'
  | 'profile.friends'
  | 'people.count'
  | 'people.mutual';

/** "1 comment", "1,250 comments": the form for `count`, the number written for the locale. */
export function countText(t: UserT, locale: string, key: CountKey, count: number): string {
  const form = `${key}_${count === 1 ? 'one' : 'other'}` as UserKey;
  return t(form, { count: formatNumber(count, { locale }) });
}
