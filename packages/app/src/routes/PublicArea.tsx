import { Outlet } from 'react-router-dom';

import { useLocaleSync } from '../i18n/useLocaleSync';

/**
 * The public pages' frame: template labels in the saved locale (as the main layout and the status
 * pages have them), nothing else around the page. Its own chunk: /login never loads i18next.
 */
export function PublicArea() {
  useLocaleSync();
  return <Outlet />;
}
