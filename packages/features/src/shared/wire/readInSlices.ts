/**
 * Reading a long list of rows through their yup schema without a long task: the rows are read in
 * slices of about `SLICE_MS`, and the page gets its turn between two slices (a 5,000-message
 * conversation read in one go was one task of 830 ms at 4x CPU slowdown, `chat/bench/run.mjs`). The
 * rows are read exactly as `listOf` reads them (`readValid`: the same options; a malformed row is
 * left out, unknown fields are dropped). A response schema keeps its `listOf` (the contract tests and
 * the docs read it); the client reads the envelope with the list's rows unread (`yup.array()`),
 * then the rows with this (chat's conversation, mail's page).
 */
import type * as yup from 'yup';

import { cancelledError } from '../api/errors';
import { readValid } from './read';

/** How long one slice may read before the page gets its turn (ms). */
const SLICE_MS = 12;

/** Lets the page handle input and paint before the next slice. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `rows` read through `row`, a slice at a time; rejects with a cancelled ApiError once `signal` aborts. */
export async function readRowsInSlices<S extends yup.AnySchema>(
  row: S,
  rows: readonly unknown[],
  signal?: AbortSignal,
): Promise<yup.InferType<S>[]> {
  const read: yup.InferType<S>[] = [];
  let sliceStart = performance.now();
  for (const value of rows) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      if (signal?.aborted) throw cancelledError();
      sliceStart = performance.now();
    }
    const valid = readValid(row, value);
    if (valid !== null) read.push(valid);
  }
  return read;
}
