import { useAtomValue } from 'jotai';

import { useT } from '../../shared/i18n/useT';
import { siteLocaleAtom } from '../atoms';
import { helpNs } from '../i18n';

/** The help pages' words, in the page's language (`siteLocaleAtom`, Thai first). */
export function useHelpCopy() {
  const locale = useAtomValue(siteLocaleAtom);
  return useT(helpNs, { locale });
}
