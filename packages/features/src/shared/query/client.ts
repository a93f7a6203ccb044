/**
 * The one server-state layer (DESIGN.md "Data flow"): TanStack Query under Jotai
 * (jotai-tanstack-query). It caches and de-duplicates reads, keeps the data on screen while it
 * loads again, retries a call that got no answer once, and reads again when the window regains
 * focus, so a player who comes back sees a fresh balance.
 */
import { QueryClient } from '@tanstack/query-core';
import { atom } from 'jotai';

import { ApiError } from '../api/errors';

/** How long an answer counts as fresh: no new request for it before then (focus, a new screen). */
export const STALE_TIME_MS = 30_000;
/** A call that got no answer (network down, timeout) is tried once more after this pause. */
export const RETRY_DELAY_MS = 300;

/** No answer at all (status 0): worth one more try. A server's answer (4xx, 5xx) is final. */
export function isRetriable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: (failureCount, error) => failureCount < 1 && isRetriable(error),
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: true,
      },
      // A write is never repeated by the cache: the user decides (with the same idempotency key).
      mutations: { retry: false },
    },
  });
}

type Lifecycle = 'mount' | 'unmount';

/**
 * The query client of this Jotai store: one per store, so every story (fresh store) starts with an
 * empty cache. It is mounted (window focus and reconnect listeners) while any query atom is in use.
 */
export const queryClientAtom = atom(
  () => createQueryClient(),
  (get, _set, lifecycle: Lifecycle) => {
    const client = get(queryClientAtom);
    if (lifecycle === 'mount') client.mount();
    else client.unmount();
  },
);
queryClientAtom.onMount = (setLifecycle) => {
  setLifecycle('mount');
  return () => setLifecycle('unmount');
};
