import { ErrorState } from '@pp/ui';

import type { ApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { customerNs, type CustomerT } from '../i18n';

/** Why a load failed, in words for the user (the server's own message when it sent one). */
function reason(t: CustomerT, error: ApiError): string {
  return t(`loadError.${error.failure}`, { message: error.message });
}

export interface LoadFailedProps {
  /** What failed: 'We could not load the customers'. */
  title: string;
  error: ApiError;
  onRetry: () => void;
}

/** A table or page that could not load: the ui kit's ErrorState with the reason and a retry. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useT(customerNs);
  return (
    <ErrorState
      title={title}
      message={reason(t, error)}
      offline={error.isNetworkError}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
    />
  );
}
