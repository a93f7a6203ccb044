import { LOCALES, type Locale } from '@pp/ui';
import type { BackendModule, InitOptions } from 'i18next';

import { definedNamespace, type Namespace } from './namespace';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * An i18next backend that reads each (locale, namespace) pair from the namespace's lazy import:
 * nothing is bundled into the first load, and a locale is fetched only when it is used.
 */
export function namespaceBackend(namespaces: readonly Namespace[]): BackendModule {
  const byName = new Map(namespaces.map((namespace) => [namespace.name, namespace]));
  return {
    type: 'backend',
    init: () => undefined,
    read(language, name, callback) {
      const namespace = byName.get(name) ?? definedNamespace(name);
      if (!namespace) {
        callback(new Error(`Unknown i18n namespace "${name}"`), null);
        return;
      }
      const load = isLocale(language) ? namespace.loaders[language] : undefined;
      // Not translated (yet): an empty bundle, so i18next shows the English fallback.
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (messages) => callback(null, messages),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * The options every i18next instance of the repo uses (the app's, Storybook's, the tests'):
 * template locales, English fallback, React escapes by itself. `ns`: the namespaces to load at
 * start (the others load when a component first asks for them).
 */
export function i18nOptions(lng: Locale, ns: readonly string[]): InitOptions {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: ns[0] ?? false,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
