import { toApiError } from '../../shared/api/errors';
import type { ShopT } from './i18n';

/** A title and a sentence for an error a shopper can act on (what the ui ErrorState shows). */
export function describeError(
  error: unknown,
  t: ShopT,
): { title: string; message: string; offline: boolean } {
  const apiError = toApiError(error);
  switch (apiError.failure) {
    case 'offline':
      return { title: t('errors.offlineTitle'), message: t('errors.offlineMessage'), offline: true };
    case 'server':
      return {
        title: t('errors.serverTitle'),
        message: t('errors.serverMessage', { message: apiError.message }),
        offline: false,
      };
    default:
      return { title: t('errors.otherTitle'), message: apiError.message, offline: false };
  }
}

/** Props of the ui `ErrorState` for a read that failed: `what` failed, then why, and the retry label. */
export function errorStateProps(error: unknown, what: string, t: ShopT) {
  const { title, message, offline } = describeError(error, t);
  return { title: what, message: `${title}. ${message}`, offline, retryLabel: t('errors.retry') };
}
