import { ErrorState } from '@pp/ui';

import type { ApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { chartsNs } from '../i18n';

/** A chart page's failed read: what went wrong, and a retry. */
export function LoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(chartsNs);
  return (
    <ErrorState
      title={t('common.loadFailed')}
      message={t(`loadError.${error.failure}`, { message: error.message })}
      offline={error.isNetworkError}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
    />
  );
}
