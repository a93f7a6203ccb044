import { STATUS_CODES } from './api/schemas';
import type { StatusCode } from './types';

/** Colours of the shared status chip (spec section 2). */
export type StatusChipColor = 'primary' | 'secondary' | 'success' | 'error' | 'orange' | 'warning';

/** Customer-module entities that carry a status code 1 to 3. */
export type StatusEntity = 'customer' | 'order' | 'productReview';

/** What a status code means and how its chip looks. */
export interface StatusMeta {
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
    1: { label: 'Active', color: 'success' },
    2: { label: 'Pending', color: 'warning' },
    3: { label: 'Blocked', color: 'error' },
  },
  order: {
    1: { label: 'Complete', color: 'success' },
    2: { label: 'Processing', color: 'orange' },
    3: { label: 'Cancelled', color: 'error' },
  },
  productReview: {
    1: { label: 'Published', color: 'success' },
    2: { label: 'Pending', color: 'warning' },
    3: { label: 'Rejected', color: 'error' },
  },
};

/** Every status code, in order (the wire schema's list). */
export { STATUS_CODES };

/** True for 1, 2 or 3. */
export function isStatusCode(value: unknown): value is StatusCode {
  return value === 1 || value === 2 || value === 3;
}

/** Label and chip colour of a status code of one entity. */
export function statusMeta(entity: StatusEntity, code: StatusCode): StatusMeta {
  return STATUS_META[entity][code];
}
