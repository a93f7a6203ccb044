import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { MessageKey, MessageTree, Namespace } from './namespace';

/** Values for `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number>;

export interface Translator<M extends MessageTree> {
  /** The label of `key` in the current locale (English when that locale lacks it). */
  t: (key: MessageKey<M>, values?: MessageValues) => string;
  /** The locale the labels are in. */
  locale: string;
}

/** A locale of its own for some labels (the player-facing public pages: Thai unless the visitor picks another). */
export interface TranslatorOptions {
  /** The labels' locale; absent: the app's (the theme config's). */
  locale?: string;
}

/**
 * The labels of one namespace, typed by its English file. The namespace loads on first use: the
 * component suspends until it is there (the route's loading bar meanwhile), and re-renders when
 * the locale changes. `locale` fixes the labels' locale whatever the app's.
 */
export function useT<M extends MessageTree>(
  namespace: Namespace<M>,
  { locale: fixed }: TranslatorOptions = {},
): Translator<M> {
  const options = useMemo(() => (fixed === undefined ? {} : { lng: fixed }), [fixed]);
  const { t, i18n } = useTranslation(namespace.name, options);
  const locale = fixed ?? i18n.language;
  return useMemo(
    () => ({
      t: (key: MessageKey<M>, values?: MessageValues) => String(t(String(key), values ?? {})),
      locale,
    }),
    [t, locale],
  );
}
