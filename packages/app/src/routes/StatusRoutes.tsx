import Button from '@mui/material/Button';
import { StatusPage } from '@pp/ui';
import { useTranslation } from 'react-i18next';

import { useLocaleSync } from '../i18n/useLocaleSync';

export function NotFoundPage() {
  useLocaleSync();
  const { t } = useTranslation();
  return (
    <StatusPage
      kind="not-found"
      title={t('status.notFoundTitle')}
      description={t('status.notFoundText')}
      homeLabel={t('status.home')}
    />
  );
}

export function ForbiddenPage() {
  useLocaleSync();
  const { t } = useTranslation();
  return (
    <StatusPage
      kind="forbidden"
      title={t('status.forbiddenTitle')}
      description={t('status.forbiddenText')}
      homeLabel={t('status.home')}
    />
  );
}

/** The error boundary of every route: a failed chunk or a render error shows this, not a blank page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useLocaleSync();
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <StatusPage
      kind="error"
      title={t('status.errorTitle')}
      description={t('status.errorText')}
      homeLabel={t('status.home')}
      detail={detail}
      action={
        <Button variant="outlined" color="secondary" onClick={() => window.location.reload()}>
          {t('status.retry')}
        </Button>
      }
    />
  );
}
