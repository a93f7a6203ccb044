import { ErrorState } from '@pp/ui';

import type { ApiError } from '../../shared/api/errors';

/** Why a load failed, in words for the user (the server's own message when it sent one). */
function reason(error: ApiError): string {
  if (error.isNetworkError) {
    return 'You seem to be offline. The server could not be reached. Check your connection and try again.';
  }
  if (error.status >= 500) {
    return `Something went wrong on our side. The server answered: ${error.message}. Please try again in a moment.`;
  }
  return `That did not work. ${error.message}`;
}

export interface LoadFailedProps {
  /** What failed: 'We could not load the customers'. */
  title: string;
  error: ApiError;
  onRetry: () => void;
}

/** A table or page that could not load: the ui kit's ErrorState with the reason and a retry. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  return (
    <ErrorState title={title} message={reason(error)} offline={error.isNetworkError} onRetry={onRetry} />
  );
}
