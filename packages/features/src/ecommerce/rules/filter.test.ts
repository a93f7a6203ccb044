import { describe, expect, it } from 'vitest';

import { readProductFilter } from './filter';
import { DEFAULT_PRODUCT_FILTER } from './products';

describe('readProductFilter', () => {
  it('fills missing fields with the defaults', () => {
    expect(readProductFilter({})).toEqual({ ok: true, filter: DEFAULT_PRODUCT_FILTER });
    expect(readProductFilter({ sort: 'low', gender: ['kids'] })).toEqual({
      ok: true,
      filter: { ...DEFAULT_PRODUCT_FILTER, sort: 'low', gender: ['kids'] },
    });
  });

  it('drops unknown fields', () => {
    const reading = readProductFilter({ extra: true });
    expect(reading.ok && Object.keys(reading.filter)).not.toContain('extra');
  });

  it.each([
    ['not an object', 'x'],
    ['an array', []],
    ['a bad sort', { sort: 'cheapest' }],
    ['a non-string search', { search: 3 }],
    ['an unknown gender', { gender: ['robots'] }],
    ['a non-array category', { categories: 'all' }],
    ['an unknown colour', { colors: ['mauve'] }],
    ['an unreadable price', { price: 'cheap' }],
    ['a rating above 5', { rating: 6 }],
    ['a string rating', { rating: '4' }],
  ])('rejects %s', (_name, value) => {
    const reading = readProductFilter(value);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toMatch(/filter/);
  });
});
