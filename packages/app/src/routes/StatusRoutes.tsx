import { IconLock, IconMapSearch } from '@tabler/icons-react';
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
      icon={IconMapSearch}
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
      icon={IconLock}
      title={t('status.forbiddenTitle')}
      description={t('status.forbiddenText')}
      homeLabel={t('status.home')}
    />
  );
}
