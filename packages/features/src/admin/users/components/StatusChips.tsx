import { StatusChip } from '@pp/ui';

import type { AdminT } from '../../i18n';

/** A player's status: active (green) or banned (red); anything else as it came. */
export function UserStatusChip({ status, t }: { status: string; t: AdminT }) {
  if (status === 'active') return <StatusChip color="success" label={t('status.user.active')} />;
  if (status === 'banned') return <StatusChip color="error" label={t('status.user.banned')} />;
  return <StatusChip color="secondary" label={status} />;
}
