import { describe, expect, it } from 'vitest';

import { STATUS_CODES, STATUS_META, isStatusCode, statusMeta } from './status';

describe('status codes', () => {
  it('labels every code of every entity with a chip colour', () => {
    for (const entity of Object.keys(STATUS_META) as (keyof typeof STATUS_META)[]) {
      for (const code of STATUS_CODES) {
        expect(statusMeta(entity, code).label).not.toBe('');
      }
    }
  });

  it('uses the decided meanings', () => {
    expect(statusMeta('customer', 1)).toEqual({ label: 'Active', color: 'success' });
    expect(statusMeta('customer', 2)).toEqual({ label: 'Pending', color: 'warning' });
    expect(statusMeta('customer', 3)).toEqual({ label: 'Blocked', color: 'error' });
    expect(statusMeta('order', 1)).toEqual({ label: 'Complete', color: 'success' });
    expect(statusMeta('order', 2)).toEqual({ label: 'Processing', color: 'orange' });
    expect(statusMeta('order', 3)).toEqual({ label: 'Cancelled', color: 'error' });
    expect(statusMeta('productReview', 1)).toEqual({ label: 'Published', color: 'success' });
    expect(statusMeta('productReview', 2)).toEqual({ label: 'Pending', color: 'warning' });
    expect(statusMeta('productReview', 3)).toEqual({ label: 'Rejected', color: 'error' });
  });

  it('recognises only 1, 2 and 3', () => {
    expect([0, 1, 2, 3, 4, '1', 1.5].map(isStatusCode)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
