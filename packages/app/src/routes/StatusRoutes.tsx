import Button from '@mui/material/Button';
import { useT } from '@pp/features/i18n';
import { StatusPage } from '@pp/ui';

import { shellNs } from '../i18n/shell';
import { useLocaleSync } from '../i18n/useLocaleSync';

export function NotFoundPage() {
  useLocaleSync();
  const { t } = useT(shellNs);
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
  const { t } = useT(shellNs);
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
  const { t } = useT(shellNs);
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
