import { describe, expect, it } from 'vitest';

import { filterRows, sortRows, type RowAccessor } from '@pp/ui';

import { categoryText, productSearchFields } from './productTable';
import { makeProduct } from './rules/testing';
import type { Product } from './types';

const b = makeProduct({ id: 'b', name: 'Apple', categories: ['books', 'toys'] });
const a = makeProduct({ id: 'a', name: 'banana', categories: ['kitchen'] });

const accessors = productSearchFields().map((field): RowAccessor<Product> =>
  typeof field === 'function' ? field : (row) => String(row[field]),
);

describe('product table', () => {
  it('shows the categories as text', () => {
    expect(categoryText(b)).toBe('Books, Toys');
  });

  it('searches name, description and categories without case', () => {
    const ids = (query: string) => filterRows([a, b], query, accessors).map((row) => row.id);
    expect(ids('APP')).toEqual(['b']);
    expect(ids('toys')).toEqual(['b']);
    expect(ids('kitchen')).toEqual(['a']);
    expect(ids('for tests')).toEqual(['a', 'b']);
    expect(ids('  ')).toEqual(['a', 'b']);
  });

  it('sorts names without case', () => {
    expect(sortRows([a, b], (row) => row.name, 'asc').map((row) => row.id)).toEqual(['b', 'a']);
  });
});
