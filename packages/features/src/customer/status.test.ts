import { describe, expect, it } from 'vitest';

import { en } from './locales/en';
import { STATUS_CODES, STATUS_META, isStatusCode, statusMeta } from './status';

describe('status codes', () => {
  it('labels every code of every entity with a chip colour', () => {
    for (const entity of Object.keys(STATUS_META) as (keyof typeof STATUS_META)[]) {
      for (const code of STATUS_CODES) {
        expect(statusMeta(entity, code).key).toMatch(new RegExp(`^status\\.${entity}\\.`));
      }
    }
  });

  it('uses the decided meanings', () => {
    expect(statusMeta('customer', 1)).toMatchObject({ key: 'status.customer.active', color: 'success' });
    expect(statusMeta('customer', 2)).toMatchObject({ key: 'status.customer.pending', color: 'warning' });
    expect(statusMeta('customer', 3)).toMatchObject({ key: 'status.customer.blocked', color: 'error' });
    expect(statusMeta('order', 1)).toMatchObject({ key: 'status.order.complete', color: 'success' });
    expect(statusMeta('order', 2)).toMatchObject({ key: 'status.order.processing', color: 'orange' });
    expect(statusMeta('order', 3)).toMatchObject({ key: 'status.order.cancelled', color: 'error' });
    expect(statusMeta('productReview', 1)).toMatchObject({
      key: 'status.productReview.published',
      color: 'success',
    });
    expect(statusMeta('productReview', 2)).toMatchObject({
      key: 'status.productReview.pending',
      color: 'warning',
    });
    expect(statusMeta('productReview', 3)).toMatchObject({
      key: 'status.productReview.rejected',
      color: 'error',
    });
  });

  it('has an English label for every key', () => {
    const english = (key: string) =>
      key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], en);
    for (const entity of Object.keys(STATUS_META) as (keyof typeof STATUS_META)[]) {
      for (const code of STATUS_CODES) {
        expect(english(statusMeta(entity, code).key)).toMatch(/^[A-Z][a-z]+$/);
      }
    }
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
