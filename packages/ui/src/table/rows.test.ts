import { describe, expect, it } from 'vitest';

import { filterRows, paginate, sortRows, type RowAccessor } from './rows';

interface Person {
  id: number;
  name: string;
  city: string | null;
  score: number | null;
  joined?: Date;
}

const people: Person[] = [
  { id: 1, name: 'Alex Carter', city: 'Bangkok', score: 12 },
  { id: 2, name: 'นัฐพงษ์ ชัยสิทธิ์', city: 'เชียงใหม่', score: 3 },
  { id: 3, name: 'maria gonzalez', city: 'Madrid', score: null },
  { id: 4, name: 'Item 10', city: null, score: 7 },
  { id: 5, name: 'Item 2', city: 'Osaka', score: 7 },
];

const byName: RowAccessor<Person> = (row) => row.name;
const byCity: RowAccessor<Person> = (row) => row.city;
const byScore: RowAccessor<Person> = (row) => row.score;
const ids = (rows: readonly Person[]) => rows.map((row) => row.id);

describe('filterRows', () => {
  it('matches a case-insensitive substring of any chosen field', () => {
    expect(ids(filterRows(people, 'ALEX', [byName, byCity]))).toEqual([1]);
    expect(ids(filterRows(people, 'mad', [byName, byCity]))).toEqual([3]);
    expect(ids(filterRows(people, 'a', [byCity]))).toEqual([1, 3, 5]);
  });

  it('keeps every row for a blank query and ignores surrounding spaces', () => {
    expect(ids(filterRows(people, '', [byName]))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterRows(people, '   ', [byName]))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterRows(people, '  carter ', [byName]))).toEqual([1]);
  });

  it('only looks at the chosen fields', () => {
    expect(filterRows(people, 'Bangkok', [byName])).toEqual([]);
  });

  it('searches numbers as written and Thai text', () => {
    expect(ids(filterRows(people, '12', [byScore]))).toEqual([1]);
    expect(ids(filterRows(people, 'เชียง', [byCity]))).toEqual([2]);
  });

  it('treats regex characters literally and skips empty values', () => {
    expect(filterRows(people, '.*', [byName, byCity])).toEqual([]);
    expect(filterRows(people, 'null', [byCity])).toEqual([]);
  });

  it('returns a new array and leaves the input alone', () => {
    const copy = [...people];
    const result = filterRows(people, '', [byName]);
    expect(result).not.toBe(people);
    expect(people).toEqual(copy);
  });
});

describe('sortRows', () => {
  it('sorts numbers ascending and descending, empty values last in both', () => {
    expect(ids(sortRows(people, byScore, 'asc'))).toEqual([2, 4, 5, 1, 3]);
    expect(ids(sortRows(people, byScore, 'desc'))).toEqual([1, 4, 5, 2, 3]);
  });

  it('is stable: equal values keep their order in both directions', () => {
    const asc = ids(sortRows(people, byScore, 'asc'));
    const desc = ids(sortRows(people, byScore, 'desc'));
    expect(asc.indexOf(4)).toBeLessThan(asc.indexOf(5));
    expect(desc.indexOf(4)).toBeLessThan(desc.indexOf(5));
  });

  it('sorts text naturally, ignoring case', () => {
    const latin = people.filter((row) => row.id !== 2);
    expect(ids(sortRows(latin, byName, 'asc'))).toEqual([1, 5, 4, 3]);
    expect(ids(sortRows(latin, byName, 'desc'))).toEqual([3, 4, 5, 1]);
  });

  it('puts empty text last', () => {
    expect(ids(sortRows(people, byCity, 'asc')).at(-1)).toBe(4);
    expect(ids(sortRows(people, byCity, 'desc')).at(-1)).toBe(4);
  });

  it('sorts dates by time and booleans false first', () => {
    const dated = [
      { id: 1, at: new Date('2025-03-01') },
      { id: 2, at: new Date('2024-12-31') },
      { id: 3, at: new Date('invalid') },
    ];
    expect(sortRows(dated, (row) => row.at, 'asc').map((row) => row.id)).toEqual([2, 1, 3]);
    const flags = [
      { id: 1, on: true },
      { id: 2, on: false },
    ];
    expect(sortRows(flags, (row) => row.on, 'asc').map((row) => row.id)).toEqual([2, 1]);
  });

  it('does not change the input', () => {
    const before = ids(people);
    sortRows(people, byName, 'desc');
    expect(ids(people)).toEqual(before);
  });

  it('sorts 10,000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Row ${(i * 7919) % 10_000}` }));
    const started = performance.now();
    const sorted = sortRows(many, (row) => row.name, 'asc');
    expect(performance.now() - started).toBeLessThan(500);
    expect(sorted[0]?.name).toBe('Row 0');
    expect(sorted[9_999]?.name).toBe('Row 9999');
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);

  it('cuts one page and says where it is', () => {
    expect(paginate(rows, 0, 10)).toEqual({
      rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      page: 0,
      pageCount: 3,
      start: 0,
    });
    expect(paginate(rows, 2, 10)).toEqual({ rows: [20, 21, 22], page: 2, pageCount: 3, start: 20 });
  });

  it('falls back to the last page when the page is past the end, the first when negative', () => {
    expect(paginate(rows, 9, 10).page).toBe(2);
    expect(paginate(rows, 9, 10).rows).toEqual([20, 21, 22]);
    expect(paginate(rows, -1, 5).page).toBe(0);
  });

  it('has one empty page when there are no rows', () => {
    expect(paginate([], 3, 5)).toEqual({ rows: [], page: 0, pageCount: 1, start: 0 });
  });

  it('shows everything on one page for a page size below 1', () => {
    expect(paginate(rows, 1, -1)).toEqual({ rows, page: 0, pageCount: 1, start: 0 });
  });
});
