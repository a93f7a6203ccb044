import { describe, expect, it } from 'vitest';

import type { ProductFilter } from '../types';
import {
  DEFAULT_PRODUCT_FILTER,
  filterProducts,
  findProduct,
  matchesSearch,
  parsePriceRange,
  relatedProducts,
  sortProducts,
} from './products';
import { makeProduct } from './testing';

const watch = makeProduct({
  id: 'watch',
  name: 'Smartwatch Pulse',
  description: 'Tracks your heart rate',
  rating: 4.5,
  salePrice: 199,
  offerPrice: 119.4,
  discount: 40,
  gender: 'male',
  categories: ['electronics', 'fashion'],
  colors: ['black', 'grey'],
  popularity: 90,
  created: '2025-03-01T08:00:00.000Z',
});
const dress = makeProduct({
  id: 'dress',
  name: 'Linen Dress',
  description: 'Light summer wear',
  rating: 3.5,
  salePrice: 59.5,
  offerPrice: 41.65,
  discount: 30,
  gender: 'female',
  categories: ['fashion'],
  colors: ['white', 'yellow'],
  popularity: 40,
  created: '2025-05-10T08:00:00.000Z',
});
const toy = makeProduct({
  id: 'toy',
  name: 'Plush Dragon',
  description: 'Soft and cuddly',
  rating: 5,
  salePrice: 24.99,
  offerPrice: 22.49,
  discount: 10,
  gender: 'kids',
  categories: ['toys'],
  colors: ['green'],
  popularity: 70,
  created: '2024-12-24T08:00:00.000Z',
});
const all = [watch, dress, toy];
const ids = (list: { id: string }[]) => list.map((product) => product.id);
const run = (overrides: Partial<ProductFilter>) =>
  ids(filterProducts(all, { ...DEFAULT_PRODUCT_FILTER, ...overrides }));

describe('sortProducts', () => {
  it('sorts high and low by offerPrice', () => {
    expect(ids(sortProducts(all, 'high'))).toEqual(['watch', 'dress', 'toy']);
    expect(ids(sortProducts(all, 'low'))).toEqual(['toy', 'dress', 'watch']);
  });

  it('sorts popularity and discount highest first', () => {
    expect(ids(sortProducts(all, 'popularity'))).toEqual(['watch', 'toy', 'dress']);
    expect(ids(sortProducts(all, 'discount'))).toEqual(['watch', 'dress', 'toy']);
  });

  it('sorts new by created, newest first', () => {
    expect(ids(sortProducts(all, 'new'))).toEqual(['dress', 'watch', 'toy']);
  });

  it('keeps the original order on ties and does not change the input', () => {
    const a = makeProduct({ id: 'a', popularity: 1 });
    const b = makeProduct({ id: 'b', popularity: 1 });
    const input = [a, b];
    expect(ids(sortProducts(input, 'popularity'))).toEqual(['a', 'b']);
    sortProducts(all, 'low');
    expect(ids(all)).toEqual(['watch', 'dress', 'toy']);
  });
});

describe('matchesSearch', () => {
  it('matches a case-insensitive substring of name and description', () => {
    expect(matchesSearch(watch, 'PULSE')).toBe(true);
    expect(matchesSearch(watch, 'heart')).toBe(true);
    expect(matchesSearch(watch, 'dragon')).toBe(false);
  });

  it('matches rating, salePrice, offerPrice and gender', () => {
    expect(matchesSearch(watch, '4.5')).toBe(true);
    expect(matchesSearch(watch, '199')).toBe(true);
    expect(matchesSearch(watch, '119.4')).toBe(true);
    expect(matchesSearch(dress, 'FEMALE')).toBe(true);
    expect(matchesSearch(toy, 'kid')).toBe(true);
  });

  it('does not search other fields', () => {
    expect(matchesSearch(watch, 'electronics')).toBe(false);
    expect(matchesSearch(watch, 'grey')).toBe(false);
  });

  it('treats a blank search as matching everything', () => {
    expect(matchesSearch(toy, '   ')).toBe(true);
  });
});

describe('filterProducts', () => {
  it('returns everything with the default filter, newest first', () => {
    expect(run({})).toEqual(['dress', 'watch', 'toy']);
  });

  it('filters by search', () => {
    expect(run({ search: 'linen' })).toEqual(['dress']);
  });

  it('filters by gender, empty meaning all', () => {
    expect(run({ gender: ['kids', 'female'] })).toEqual(['dress', 'toy']);
    expect(run({ gender: [] })).toHaveLength(3);
  });

  it("filters by categories, where 'all' or an empty list means no filter", () => {
    expect(run({ categories: ['fashion'] })).toEqual(['dress', 'watch']);
    expect(run({ categories: ['electronics', 'toys'] })).toEqual(['watch', 'toy']);
    expect(run({ categories: ['all'] })).toHaveLength(3);
    expect(run({ categories: ['books', 'all'] })).toHaveLength(3);
    expect(run({ categories: [] })).toHaveLength(3);
    expect(run({ categories: ['kitchen'] })).toEqual([]);
  });

  it('filters by colours: any shared colour matches', () => {
    expect(run({ colors: ['grey', 'green'] })).toEqual(['watch', 'toy']);
  });

  it('filters by a min-max price against offerPrice, both ends included', () => {
    expect(run({ price: '0-41.65' })).toEqual(['dress', 'toy']);
    expect(run({ price: '41.65-119.4' })).toEqual(['dress', 'watch']);
    expect(run({ price: '100-' })).toEqual(['watch']);
    expect(run({ price: '-30' })).toEqual(['toy']);
    expect(run({ price: '150-200' })).toEqual([]);
  });

  it('ignores an unreadable price', () => {
    expect(run({ price: 'cheap' })).toHaveLength(3);
  });

  it('keeps products rated at least the rating', () => {
    expect(run({ rating: 4.5 })).toEqual(['watch', 'toy']);
    expect(run({ rating: 0 })).toHaveLength(3);
  });

  it('combines every part and sorts', () => {
    expect(
      run({ sort: 'low', categories: ['fashion', 'toys'], rating: 3.5, price: '20-200', search: 'A' }),
    ).toEqual(['toy', 'dress', 'watch']);
  });
});

describe('parsePriceRange', () => {
  it('reads ranges with open ends', () => {
    expect(parsePriceRange('10-50')).toEqual({ min: 10, max: 50 });
    expect(parsePriceRange(' 0.5 - 9.99 ')).toEqual({ min: 0.5, max: 9.99 });
    expect(parsePriceRange('200-')).toEqual({ min: 200, max: Number.POSITIVE_INFINITY });
    expect(parsePriceRange('-10')).toEqual({ min: 0, max: 10 });
  });

  it("gives null for '' and undefined for anything unreadable", () => {
    expect(parsePriceRange('')).toBeNull();
    expect(parsePriceRange('-')).toBeUndefined();
    expect(parsePriceRange('abc')).toBeUndefined();
    expect(parsePriceRange('50-10')).toBeUndefined();
    expect(parsePriceRange('10')).toBeUndefined();
  });
});

describe('findProduct and relatedProducts', () => {
  it("finds by id, 'default' giving the first product", () => {
    expect(findProduct(all, 'dress')).toBe(dress);
    expect(findProduct(all, 'default')).toBe(watch);
    expect(findProduct(all, 'nope')).toBeUndefined();
    expect(findProduct([], 'default')).toBeUndefined();
  });

  it('relates every other product', () => {
    expect(ids(relatedProducts(all, 'dress'))).toEqual(['watch', 'toy']);
  });
});
