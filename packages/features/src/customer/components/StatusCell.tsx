import { StatusChip } from '@pp/ui';

import type { StatusCode } from '../types';
import { statusMeta, type StatusEntity } from '../status';

/** The labelled status chip of a customer, order or review (meanings in `customer/status.ts`). */
export function StatusCell({ entity, code }: { entity: StatusEntity; code: StatusCode }) {
  const { label, color } = statusMeta(entity, code);
  return <StatusChip label={label} color={color} />;
}
