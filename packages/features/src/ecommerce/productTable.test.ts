import { describe, expect, it } from 'vitest';

import { categoryText, matchesTableSearch, pageOf, sortTable } from './productTable';
import { makeProduct } from './rules/testing';

const a = makeProduct({
  id: 'a',
  name: 'banana',
  offerPrice: 5,
  rating: 4,
  categories: ['kitchen'],
  created: '2025-01-02T00:00:00Z',
});
const b = makeProduct({
  id: 'b',
  name: 'Apple',
  offerPrice: 9,
  rating: 4,
  categories: ['books', 'toys'],
  created: '2025-01-01T00:00:00Z',
});
const c = makeProduct({
  id: 'c',
  name: 'cherry',
  offerPrice: 1,
  rating: 2,
  isStock: false,
  created: '2025-01-03T00:00:00Z',
});

describe('product table', () => {
  it('searches name, description and categories without case', () => {
    expect(matchesTableSearch(b, 'APP')).toBe(true);
    expect(matchesTableSearch(b, 'toys')).toBe(true);
    expect(matchesTableSearch(b, 'for tests')).toBe(true);
    expect(matchesTableSearch(b, 'kitchen')).toBe(false);
    expect(matchesTableSearch(b, '  ')).toBe(true);
    expect(categoryText(b)).toBe('Books, Toys');
  });

  it('sorts by any column both ways, ties in catalogue order', () => {
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    expect(ids(sortTable([a, b, c], 'name', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortTable([a, b, c], 'offerPrice', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortTable([a, b, c], 'rating', 'desc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortTable([a, b, c], 'rating', 'asc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortTable([a, b, c], 'created', 'desc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortTable([a, b, c], 'isStock', 'asc'))).toEqual(['c', 'a', 'b']);
  });

  it('pages and clamps the page', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, 0, 2)).toEqual({ rows: [1, 2], page: 0 });
    expect(pageOf(rows, 2, 2)).toEqual({ rows: [5], page: 2 });
    expect(pageOf(rows, 9, 2)).toEqual({ rows: [5], page: 2 });
    expect(pageOf([], 3, 2)).toEqual({ rows: [], page: 0 });
  });
});
