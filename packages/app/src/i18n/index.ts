import { featureNamespaces, i18nOptions, namespaceBackend } from '@pp/features/i18n';
import type { Locale } from '@pp/ui';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { shellNs } from './shell';

/**
 * The app's i18next instance: template labels follow the theme config's locale (player-facing text
 * stays Thai everywhere). The shell namespace loads when the layout first shows; a feature's
 * namespace when its first screen asks for it; each only in the locale in use (and English, the
 * fallback). Part of the layout's chunk, never of the first load of /login.
 */
export const i18n = i18next.createInstance();
i18n.use(namespaceBackend([shellNs, ...featureNamespaces])).use(initReactI18next);

let started: Promise<unknown> | undefined;

/** Starts i18n in `locale` with the shell's labels (once; later calls get the same promise). */
export function startI18n(locale: Locale): Promise<unknown> {
  started ??= i18n.init(i18nOptions(locale, [shellNs.name]));
  return started;
}
