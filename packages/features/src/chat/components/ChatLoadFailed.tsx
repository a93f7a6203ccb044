import { ErrorState } from '@pp/ui';

import type { ApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { chatNs } from '../i18n';

/** A part of the chat that could not load: the reason in the user's words and a retry. */
export function ChatLoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: ApiError;
  onRetry: () => void;
}) {
  const { t } = useT(chatNs);
  return (
    <ErrorState
      size="small"
      title={title}
      message={t(`loadError.${error.failure}`, { message: error.message })}
      offline={error.isNetworkError}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
    />
  );
}
