/**
 * What the back office says when a call fails: a read's ErrorState (title, message, retry) and a
 * write's message, each in the template locale. A 400/409 answer's own message (the server's
 * Thai) is shown as it is; 403 says admins only; status 0 says the server could not be reached.
 */
import type { ApiError } from '../shared/api/errors';
import type { AdminT } from './i18n';

/** The server's own message of a refusal (400, 404, 409), when it sent one. */
const serverMessage = (error: ApiError) => error.message;

/** The props of `<ErrorState>` for a read that failed. */
export function loadFailedProps(t: AdminT, error: ApiError, onRetry: () => void) {
  let message: string;
  if (error.status === 0) message = t('loadError.offline');
  else if (error.status === 403) message = t('loadError.forbidden');
  else if (error.status >= 500) message = t('loadError.server', { message: serverMessage(error) });
  else message = t('loadError.other', { message: serverMessage(error) });
  return { title: t('loadError.title'), message, onRetry, retryLabel: t('common.retry') };
}

/** The message of a write that failed (shown in the form or dialog, which keeps its input). */
export function writeFailedMessage(t: AdminT, error: ApiError): string {
  if (error.status === 0) return t('writeError.offline');
  if (error.status === 403) return t('writeError.forbidden');
  if (error.status >= 500) return t('writeError.server', { message: serverMessage(error) });
  return serverMessage(error);
}
