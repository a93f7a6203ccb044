import { toApiError } from '../../shared/api/errors';

/** A title and a sentence for an error a shopper can act on (what the ui ErrorState shows). */
export function describeError(error: unknown): { title: string; message: string; offline: boolean } {
  const apiError = toApiError(error);
  if (apiError.isNetworkError) {
    return {
      title: 'You seem to be offline',
      message: 'We could not reach the shop. Check your connection and try again.',
      offline: true,
    };
  }
  if (apiError.status >= 500) {
    return {
      title: 'Something went wrong on our side',
      message: `The shop answered: ${apiError.message}. Please try again in a moment.`,
      offline: false,
    };
  }
  return { title: 'That did not work', message: apiError.message, offline: false };
}

/** Props of the ui `ErrorState` for a read that failed: `what` failed, then why. */
export function errorStateProps(error: unknown, what: string) {
  const { title, message, offline } = describeError(error);
  return { title: what, message: `${title}. ${message}`, offline };
}
