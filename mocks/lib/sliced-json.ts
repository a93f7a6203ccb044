/**
 * A JSON response carrying one long list, written a slice at a time. The mock backend shares the
 * page's main thread (a real server writes its answer elsewhere): serialised in one go, a
 * 5,000-message conversation was one task of about 60 ms at 4x CPU slowdown, on top of the work
 * of finding the messages (`chat/bench/run.mjs`). Each item is serialised with `mapInSlices`, the
 * one way to run a long loop without a long task; the page gets its turn between two slices.
 */
import { mapInSlices } from '@pp/features/wire';
import { HttpResponse } from 'msw';

/** `{ "<key>": [ ...list ] }` as JSON, the same text `HttpResponse.json({ [key]: list })` sends. */
export async function listResponse(key: string, list: readonly unknown[]): Promise<Response> {
  const items = await mapInSlices(list, (item) => JSON.stringify(item) ?? 'null');
  return new HttpResponse(`{${JSON.stringify(key)}:[${items.join(',')}]}`, {
    headers: { 'Content-Type': 'application/json' },
  });
}
