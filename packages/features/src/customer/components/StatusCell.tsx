import { StatusChip } from '@pp/ui';

import { useT } from '../../shared/i18n/useT';
import { customerNs } from '../i18n';
import type { StatusCode } from '../types';
import { statusMeta, type StatusEntity } from '../status';

/** The labelled status chip of a customer, order or review (meanings in `customer/status.ts`). */
export function StatusCell({ entity, code }: { entity: StatusEntity; code: StatusCode }) {
  const { t } = useT(customerNs);
  const { key, color } = statusMeta(entity, code);
  return <StatusChip label={t(key)} color={color} />;
}
