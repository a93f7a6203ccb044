/**
 * Long loops without a long task (`mapInSlices`): the values are mapped in slices of about
 * `SLICE_MS`, and the page gets its turn between two slices (a 5,000-message conversation read in
 * one go was one task of 830 ms at 4x CPU slowdown, `chat/bench/run.mjs`). `readRowsInSlices` reads
 * a long list of rows with it exactly as `listOf` reads them (`readValid`: the same options; a
 * malformed row is left out, unknown fields are dropped). A response schema keeps its `listOf` (the
 * contract tests and the docs read it); the client reads the envelope with the list's rows unread
 * (`yup.array()`), then the rows with this (chat's conversation, mail's page).
 */
import type * as yup from 'yup';

import { cancelledError } from '../api/errors';
import { readValid, unexpectedResponse } from './read';

/** How long one slice may read before the page gets its turn (ms). */
const SLICE_MS = 12;

/** Lets the page handle input and paint before the next slice. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `map` applied to every value, a slice at a time (`null` results are left out); rejects with a
 * cancelled ApiError once `signal` aborts. The one way to do a long loop without a long task: the
 * client reads rows with it, the mock backend builds its benchmark data sets with it.
 */
export async function mapInSlices<T, R>(
  values: Iterable<T>,
  map: (value: T, index: number) => R | null,
  signal?: AbortSignal,
): Promise<R[]> {
  const mapped: R[] = [];
  let sliceStart = performance.now();
  let index = 0;
  for (const value of values) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      if (signal?.aborted) throw cancelledError();
      sliceStart = performance.now();
    }
    const result = map(value, index);
    index += 1;
    if (result !== null) mapped.push(result);
  }
  return mapped;
}

/** `rows` read through `row`, a slice at a time; rejects with a cancelled ApiError once `signal` aborts. */
export function readRowsInSlices<S extends yup.AnySchema>(
  row: S,
  rows: readonly unknown[],
  signal?: AbortSignal,
): Promise<yup.InferType<S>[]> {
  return mapInSlices(rows, (value) => readValid(row, value), signal);
}

/**
 * `rows` read through `row` as `arrayOf(row)` reads them, a slice at a time: every row must match,
 * else the whole answer is refused (an unexpected-response ApiError carrying `body`, as `readBody`
 * refuses it). For the lists that must arrive whole (the kanban board's slices).
 */
export function readEveryRowInSlices<S extends yup.AnySchema>(
  row: S,
  rows: readonly unknown[],
  body: unknown,
  signal?: AbortSignal,
): Promise<yup.InferType<S>[]> {
  return mapInSlices(
    rows,
    (value) => {
      const read: yup.InferType<S> | null = readValid(row, value);
      if (read === null) throw unexpectedResponse(body);
      return read;
    },
    signal,
  );
}
