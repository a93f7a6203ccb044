import { localeAtom } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { use, useEffect } from 'react';

import { i18n, startI18n } from './index';

/**
 * Template labels follow the config locale, live (the settings drawer switches it). The first
 * render waits (suspends) until the shell's labels are there in the saved locale, so no page shows
 * keys or flashes English; a later switch keeps the current labels until the new locale has loaded.
 */
export function useLocaleSync(): void {
  const locale = useAtomValue(localeAtom);
  use(startI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
}
