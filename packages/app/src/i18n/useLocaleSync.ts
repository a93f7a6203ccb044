import { configAtom } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

import { i18n } from './index';

/** Template labels follow the config locale, live (the settings drawer switches it). */
export function useLocaleSync(): void {
  const { locale } = useAtomValue(configAtom);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
}
