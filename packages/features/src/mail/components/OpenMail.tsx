import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconMail } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingArea, Placeholder } from '@pp/ui';
import { useEffect } from 'react';

import { useRemote } from '../../shared/query/read';
import { mailAtom } from '../atoms';
import type { MailT } from '../i18n';
import type { Mail } from '../types';
import { MailView, type MailViewProps } from './MailView';

export interface OpenMailProps extends Omit<MailViewProps, 'mail'> {
  id: string;
  /** Marks the mail read once it is shown unread. */
  onUnread: (id: string) => void;
}

function NotFound({ t, folderName, onBack }: { t: MailT; folderName: string; onBack: () => void }) {
  return (
    <EmptyState
      tone="secondary"
      icon={<IconMail size={32} stroke={1.5} />}
      title={t('message.notFound')}
      action={
        <Button onClick={onBack} sx={{ minHeight: 44 }}>
          {t('message.back', { folder: folderName })}
        </Button>
      }
    />
  );
}

/**
 * The mail of `?mail=`: at once when the list's page holds it, else read from the server (a link);
 * an unknown id says so with the way back. A mail shown unread is marked read.
 */
export function OpenMail({ id, onUnread, ...view }: OpenMailProps) {
  const { t, folderName, onBack } = view;
  const read = useRemote(mailAtom(id));
  const mail: Mail | undefined = read.data;
  const unread = mail !== undefined && !mail.isRead;
  useEffect(() => {
    if (unread) onUnread(id);
  }, [unread, id, onUnread]);

  if (read.status === 'error') {
    if (read.error.status === 404) return <NotFound t={t} folderName={folderName} onBack={onBack} />;
    return (
      <ErrorState
        title={t('loadError.title')}
        message={t(`loadError.${read.error.failure}`, { message: read.error.message })}
        offline={read.error.isNetworkError}
        onRetry={read.retry}
        retryLabel={t('loadError.retry')}
      />
    );
  }
  if (read.status === 'loading') {
    return (
      <LoadingArea label={t('message.loading')} sx={{ p: 2.5 }}>
        <Placeholder width="60%" height={32} />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', my: 2 }}>
          <Placeholder variant="circular" width={40} height={40} />
          <Placeholder width="40%" />
        </Box>
        <Placeholder width="90%" />
        <Placeholder width="85%" />
        <Placeholder width="70%" />
      </LoadingArea>
    );
  }
  return <MailView {...view} mail={read.data} />;
}
