import { featureNamespaces, i18nOptions, namespaceBackend } from '@pp/features/i18n';
import { LOCALES, type Locale } from '@pp/ui';
import i18next from 'i18next';

import { shellNs } from '@pp/app/i18n';

/** The features' namespaces and the app shell's (the app's own pieces have stories too). */
const namespaces = [...featureNamespaces, shellNs];

/**
 * Storybook's i18next instance: the feature namespaces, built with the app's backend and options.
 * The story loader awaits every namespace in the toolbar's locale before a story renders, so a
 * story never shows a key or a loading state for its labels, and screenshots are deterministic.
 */
export const storyI18n = i18next.createInstance().use(namespaceBackend(namespaces));

let started: Promise<unknown> | undefined;

/** The toolbar's `locale` global as a template locale (English for anything else). */
export const localeOf = (value: unknown): Locale => LOCALES.find((locale) => locale === value) ?? 'en';

/** Loads the labels of every feature namespace in `locale` (once per locale) and switches to it. */
export async function loadStoryLocale(locale: Locale): Promise<void> {
  started ??= storyI18n.init(
    i18nOptions(
      locale,
      namespaces.map((namespace) => namespace.name),
    ),
  );
  await started;
  if (storyI18n.language !== locale) await storyI18n.changeLanguage(locale);
}
