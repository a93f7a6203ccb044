/**
 * The feature labels' i18n (`@pp/features/i18n`): the helpers a feature uses (`defineNamespace`,
 * `useT`), the backend and options the app and Storybook build their i18next instance with, and
 * every feature namespace. Locale files load on demand, never on the first load.
 *
 * Adding a namespace: declare it in `<feature>/i18n.ts` with `defineNamespace`; the backend finds
 * it once its module has run (a lazily loaded screen's too). `featureNamespaces` are the ones
 * known from the start.
 */
import { customerNs } from './customer/i18n';
import { ecommerceNs } from './ecommerce/i18n';
import type { Namespace } from './shared/i18n/namespace';
import { tableNs } from './shared/i18n/table';

export const featureNamespaces: readonly Namespace[] = [ecommerceNs, customerNs, tableNs];

export * from './shared/i18n/index';
