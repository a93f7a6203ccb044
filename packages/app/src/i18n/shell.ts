import { defineNamespace } from '@pp/features/i18n';

import type { Messages } from './en';

/**
 * The shell's labels (menu, layout, settings drawer, status pages) in the template locales. Each
 * locale is its own chunk, loaded when the layout first shows in that locale.
 */
export const shellNs = defineNamespace<Messages>('shell', {
  en: () => import('./en').then((file) => file.en),
  fr: () => import('./fr').then((file) => file.fr),
  ro: () => import('./ro').then((file) => file.ro),
  zh: () => import('./zh').then((file) => file.zh),
  th: () => import('./th').then((file) => file.th),
});
