import { describe, expect, it } from 'vitest';
import * as yup from 'yup';

import { ApiError } from '../api/errors';
import { arrayOf, listOf, readBody, record } from './read';
import { mapInSlices, readEveryRowInSlices, readRowsInSlices } from './readInSlices';

const row = record({ id: yup.string().required(), amount: yup.number().required().min(0) });
const rows = [
  { id: 'a', amount: 1, extra: true },
  { id: 'b', amount: -1 },
  { amount: 2 },
  { id: 'c', amount: '3' },
];

/** Rows that each take about `ms` to read: a slice holds only a few of them. */
const slowRow = (ms: number) =>
  yup.object({ id: yup.string().required() }).test('slow', '', () => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      /* busy: a row that is expensive to check */
    }
    return true;
  });

/** Reads 20 slow rows with `read` while a timer waits: the timer must run before the read ends. */
async function expectTurnsBetweenSlices(read: (rows: readonly unknown[]) => Promise<unknown[]>) {
  let otherTaskRan = false;
  setTimeout(() => {
    otherTaskRan = true;
  }, 0);
  const many = Array.from({ length: 20 }, (_, index) => ({ id: String(index) }));
  await expect(read(many)).resolves.toHaveLength(20);
  expect(otherTaskRan).toBe(true);
}

describe('readRowsInSlices', () => {
  it('reads the rows as listOf does: malformed rows left out, unknown fields dropped, values cast', async () => {
    const inOneGo = readBody(record({ rows: listOf(row) }), { rows }).rows;
    await expect(readRowsInSlices(row, rows)).resolves.toEqual(inOneGo);
    expect(inOneGo).toEqual([
      { id: 'a', amount: 1 },
      { id: 'c', amount: 3 },
    ]);
  });

  it('lets other tasks run between its slices', () =>
    expectTurnsBetweenSlices((many) => readRowsInSlices(slowRow(2), many)));

  it('rejects as a cancelled call once its signal aborts between two slices', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 0);
    const many = Array.from({ length: 20 }, (_, index) => ({ id: String(index) }));
    const error = await readRowsInSlices(slowRow(2), many, controller.signal).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
  });
});

describe('readEveryRowInSlices', () => {
  const good = [
    { id: 'a', amount: 1, extra: true },
    { id: 'c', amount: '3' },
  ];

  it('reads the rows as arrayOf does: unknown fields dropped, values cast', async () => {
    const inOneGo = readBody(record({ rows: arrayOf(row) }), { rows: good }).rows;
    await expect(readEveryRowInSlices(row, good, { rows: good })).resolves.toEqual(inOneGo);
    expect(inOneGo).toEqual([
      { id: 'a', amount: 1 },
      { id: 'c', amount: 3 },
    ]);
  });

  it('refuses the whole answer for one malformed row, as arrayOf does', async () => {
    const body = { rows };
    expect(() => readBody(record({ rows: arrayOf(row) }), body)).toThrow(ApiError);
    const error = await readEveryRowInSlices(row, rows, body).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).body).toBe(body);
  });

  it('lets other tasks run between its slices', () =>
    expectTurnsBetweenSlices((many) => readEveryRowInSlices(slowRow(2), many, { many })));
});

describe('mapInSlices', () => {
  it('maps every value with its index, leaving out null results, in order', async () => {
    const mapped = await mapInSlices(['a', 'b', 'c', 'd'], (value, index) =>
      index === 1 ? null : `${value}${index}`,
    );
    expect(mapped).toEqual(['a0', 'c2', 'd3']);
  });

  it('lets other tasks run between its slices when the work is long', async () => {
    let otherTaskRan = false;
    setTimeout(() => {
      otherTaskRan = true;
    }, 0);
    const busy = (value: number) => {
      const until = performance.now() + 2;
      while (performance.now() < until) {
        /* busy: a value that is expensive to map */
      }
      return value * 2;
    };
    const mapped = await mapInSlices(
      Array.from({ length: 20 }, (_, index) => index),
      busy,
    );
    expect(mapped).toEqual(Array.from({ length: 20 }, (_, index) => index * 2));
    expect(otherTaskRan).toBe(true);
  });
});
