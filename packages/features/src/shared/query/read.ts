/**
 * Reads: an API call as a query atom, and what a screen sees of it (loading, error with retry,
 * ready; the data shown before stays while the same read loads again).
 */
import type { DefaultError, QueryKey } from '@tanstack/query-core';
import { useAtomValue, type Atom, type Getter } from 'jotai';
import { atomWithQuery, type AtomWithQueryOptions, type AtomWithQueryResult } from 'jotai-tanstack-query';
import { useCallback } from 'react';

import { toApiError, type ApiError } from '../api/errors';
import { useTransitionAtomValue } from '../state/useTransitionAtomValue';
import { queryClientAtom } from './client';

/** A read of the API in this store's query cache. */
export type QueryAtom<T> = Atom<AtomWithQueryResult<T, DefaultError>>;

/**
 * `atomWithQuery` of jotai-tanstack-query on this store's client. `getOptions` reads atoms (the
 * session, the API clients) and returns the key and the call:
 * `atomWithApiQuery((get) => ({ queryKey: queryKeys.site.banners, queryFn: ({ signal }) => fetchBanners(get(clientsAtom).player, signal) }))`.
 */
export function atomWithApiQuery<T, TKey extends QueryKey = QueryKey>(
  getOptions: (get: Getter) => AtomWithQueryOptions<T, DefaultError, T, TKey>,
): QueryAtom<T> {
  return atomWithQuery(getOptions, (get) => get(queryClientAtom));
}

/** Server data as a screen sees it. While loading again, `data` keeps what was shown before. */
export type Remote<T> =
  | { status: 'loading'; data: T | undefined; error?: undefined }
  | { status: 'error'; error: ApiError; data: undefined }
  | { status: 'ready'; data: T; error?: undefined };

/** A read with what the screen can do about it. */
export type RemoteRead<T> = Remote<T> & {
  /** Asks the server again (the retry button of an error, a refresh button). */
  retry: () => void;
  /** A request for it is on its way (also while `ready` data is shown). */
  isFetching: boolean;
};

/** The view of a query's result: data (kept while refetching, even after a failed refetch), else its error, else loading. */
export function remoteOf<T>(result: AtomWithQueryResult<T, DefaultError>): Remote<T> {
  if (result.data !== undefined) return { status: 'ready', data: result.data };
  if (result.status === 'error' && !result.isFetching) {
    const error = toApiError(result.error);
    // A cancelled call was replaced by a newer one, still on its way.
    if (error.status !== -1) return { status: 'error', error, data: undefined };
  }
  return { status: 'loading', data: undefined };
}

function useReadOf<T>(result: AtomWithQueryResult<T, DefaultError>): RemoteRead<T> {
  const { refetch, isFetching } = result;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ...remoteOf(result), retry, isFetching };
}

/** Reads a query atom: loading, error (with `retry`) or ready. */
export function useRemote<T>(queryAtom: QueryAtom<T>): RemoteRead<T> {
  return useReadOf(useAtomValue(queryAtom));
}

/**
 * `useRemote`, re-rendering in a transition: for cards that fill in after their page appears (the
 * player home), so React renders them in small slices and the page stays responsive.
 */
export function useTransitionRemote<T>(queryAtom: QueryAtom<T>): RemoteRead<T> {
  return useReadOf(useTransitionAtomValue(queryAtom));
}
