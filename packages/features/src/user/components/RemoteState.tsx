import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { EmptyState, ErrorState, LoadingArea } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import type { RemoteRead } from '../../shared/query/read';
import { userNs, type UserKey } from '../i18n';

export interface RemoteStateProps<T> {
  remote: RemoteRead<T>;
  /** Label of the loading area, title of the error. */
  loading: UserKey;
  loadFailed: UserKey;
  /** The skeletons shown while loading. */
  skeleton: ReactNode;
  /** What shows when the data is there but empty; absent: the content itself. */
  isEmpty?: (data: T) => boolean;
  empty?: { icon: ReactNode; title: string; text: string };
  children: (data: T) => ReactNode;
}

/** A read that failed: its reason and a retry (ErrorState), titled `title`. */
export function RemoteError<T>({
  title,
  remote,
}: {
  title: UserKey;
  remote: Extract<RemoteRead<T>, { status: 'error' }>;
}) {
  const { t } = useT(userNs);
  return (
    <Box sx={{ py: 2 }}>
      <ErrorState
        title={t(title)}
        message={t(`loadError.${remote.error.failure}`, { message: remote.error.message })}
        offline={remote.error.isNetworkError}
        onRetry={remote.retry}
        retryLabel={t('common.retry')}
      />
    </Box>
  );
}

/** A read of the user pages as the screen shows it: skeletons, the error with retry, empty, or the data. */
export function RemoteState<T>({
  remote,
  loading,
  loadFailed,
  skeleton,
  isEmpty,
  empty,
  children,
}: RemoteStateProps<T>) {
  const { t } = useT(userNs);
  if (remote.status === 'loading') return <LoadingArea label={t(loading)}>{skeleton}</LoadingArea>;
  if (remote.status === 'error') return <RemoteError title={loadFailed} remote={remote} />;
  if (empty && isEmpty?.(remote.data))
    return (
      <EmptyState
        tone="secondary"
        size="medium"
        icon={empty.icon}
        title={empty.title}
        description={empty.text}
      />
    );
  return children(remote.data);
}
