import { STATUS_CODES } from './api/schemas';
import type { CustomerKey } from './i18n';
import type { StatusCode } from './types';

/** Colours of the ui status chip (`StatusChip`). */
export type StatusChipColor = 'primary' | 'secondary' | 'success' | 'error' | 'orange' | 'warning';

/** Customer-module entities that carry a status code 1 to 3. */
export type StatusEntity = 'customer' | 'order' | 'productReview';

/** What a status code means (its label's key in the customer namespace) and how its chip looks. */
export interface StatusMeta {
  key: CustomerKey;
  color: StatusChipColor;
}

/**
 * Meaning of the status codes 1 to 3 (docs/demo-api.md, "Status codes"):
 * - customer: 1 Active, 2 Pending (signed up, not yet verified), 3 Blocked;
 * - order: 1 Complete, 2 Processing, 3 Cancelled;
 * - product review: 1 Published, 2 Pending (awaiting moderation), 3 Rejected.
 */
export const STATUS_META: Readonly<Record<StatusEntity, Readonly<Record<StatusCode, StatusMeta>>>> = {
  customer: {
    1: { key: 'status.customer.active', color: 'success' },
    2: { key: 'status.customer.pending', color: 'warning' },
    3: { key: 'status.customer.blocked', color: 'error' },
  },
  order: {
    1: { key: 'status.order.complete', color: 'success' },
    2: { key: 'status.order.processing', color: 'orange' },
    3: { key: 'status.order.cancelled', color: 'error' },
  },
  productReview: {
    1: { key: 'status.productReview.published', color: 'success' },
    2: { key: 'status.productReview.pending', color: 'warning' },
    3: { key: 'status.productReview.rejected', color: 'error' },
  },
};

/** Every status code, in order (the wire schema's list). */
export { STATUS_CODES };

/** True for 1, 2 or 3. */
export function isStatusCode(value: unknown): value is StatusCode {
  return value === 1 || value === 2 || value === 3;
}

/** Label key and chip colour of a status code of one entity. */
export function statusMeta(entity: StatusEntity, code: StatusCode): StatusMeta {
  return STATUS_META[entity][code];
}
