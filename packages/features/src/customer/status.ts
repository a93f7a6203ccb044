import { STATUS_CODES } from './api/schemas';
import type { CustomerKey } from './i18n';
import type { StatusCode } from './types';

/** Colours of the shared status chip (spec section 2). */
export type StatusChipColor = 'primary' | 'secondary' | 'success' | 'error' | 'orange' | 'warning';

/** Customer-module entities that carry a status code 1 to 3. */
export type StatusEntity = 'customer' | 'order' | 'productReview';

/** What a status code means (its label's key in the customer namespace) and how its chip looks. */
export interface StatusMeta {
  key: CustomerKey;
  /**
   * The English label, for code without a translator (the mock backend's checks); screens show
   * `t(key)` in the template locale.
   */
  label: string;
  color: StatusChipColor;
}

/**
 * Meaning of the status codes 1 to 3, which the spec leaves open (decided here, written down in
 * docs/demo-api.md):
 * - customer: 1 Active, 2 Pending (signed up, not yet verified), 3 Blocked;
 * - order: 1 Complete, 2 Processing, 3 Cancelled;
 * - product review: 1 Published, 2 Pending (awaiting moderation), 3 Rejected.
 */
export const STATUS_META: Readonly<Record<StatusEntity, Readonly<Record<StatusCode, StatusMeta>>>> = {
  customer: {
    1: { key: 'status.customer.active', label: 'Active', color: 'success' },
    2: { key: 'status.customer.pending', label: 'Pending', color: 'warning' },
    3: { key: 'status.customer.blocked', label: 'Blocked', color: 'error' },
  },
  order: {
    1: { key: 'status.order.complete', label: 'Complete', color: 'success' },
    2: { key: 'status.order.processing', label: 'Processing', color: 'orange' },
    3: { key: 'status.order.cancelled', label: 'Cancelled', color: 'error' },
  },
  productReview: {
    1: { key: 'status.productReview.published', label: 'Published', color: 'success' },
    2: { key: 'status.productReview.pending', label: 'Pending', color: 'warning' },
    3: { key: 'status.productReview.rejected', label: 'Rejected', color: 'error' },
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
