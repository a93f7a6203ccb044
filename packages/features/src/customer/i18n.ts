import { defineNamespace } from '../shared/i18n/namespace';

/**
 * The customer module's labels (template labels: they follow the theme locale). Add a locale
 * with a file `locales/<locale>.ts` typed `Translation<typeof en>` and one line here.
 */
export const customerNs = defineNamespace('customer', {
  en: () => import('./locales/en').then((file) => file.en),
});
