import { StatusChip } from '@pp/ui';

import type { StatusCode } from '../types';
import type { StatusEntity } from '../status';
import { statusOf } from '../format';

/** The labelled status chip of a customer, order or review (meanings in `customer/status.ts`). */
export function StatusCell({ entity, code }: { entity: StatusEntity; code: StatusCode }) {
  const { label, color } = statusOf(entity, code);
  return <StatusChip label={label} color={color} />;
}
