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

/**
 * The labels of one namespace, typed by its English file. The namespace loads on first use: the
 * component suspends until it is there (the route's loading bar meanwhile), and re-renders when
 * the locale changes.
 */
export function useT<M extends MessageTree>(namespace: Namespace<M>): Translator<M> {
  const { t, i18n } = useTranslation(namespace.name);
  const locale = i18n.language;
  return useMemo(
    () => ({
      t: (key: MessageKey<M>, values?: MessageValues) => String(t(String(key), values ?? {})),
      locale,
    }),
    [t, locale],
  );
}
