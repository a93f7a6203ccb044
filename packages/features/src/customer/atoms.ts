/**
 * Server data of the customer module (DESIGN.md "Data flow"): one async atom per table, refreshed
 * (retry) by writing to it (`atomWithRefresh`), and a settled view of it read through `unwrap`, so
 * a screen shows loading, error and data itself without Suspense. The request is aborted when
 * nobody needs the answer any more.
 */
import { atom, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { atomWithRefresh, unwrap } from 'jotai/utils';
import { useCallback } from 'react';

import { toApiError, type ApiError } from '../shared/api/errors';
import { clientsAtom, type ApiClient } from '../shared/api/http';
import { fetchCustomers, fetchOrders, fetchProductReviews, fetchProducts } from './api/endpoints';
import type { Customer, CustomerOrder, CustomerProduct, CustomerProductReview } from './types';

/** What a screen sees of a table. */
export type RemoteState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

const LOADING: RemoteState<never> = { status: 'loading' };

/** A table of the customer API: the async atom (write to refresh) and its settled state. */
export interface RemoteTable<T> {
  source: WritableAtom<Promise<T[]>, [], void>;
  state: Atom<RemoteState<T[]>>;
}

function remoteTable<T>(load: (client: ApiClient, signal: AbortSignal) => Promise<T[]>): RemoteTable<T> {
  const source = atomWithRefresh((get, { signal }) => load(get(clientsAtom).demo, signal));
  const settled = atom(async (get): Promise<RemoteState<T[]>> => {
    try {
      return { status: 'ready', data: await get(source) };
    } catch (error) {
      return { status: 'error', error: toApiError(error) };
    }
  });
  // While a (re)load is pending the screen shows loading, not the previous answer.
  return { source, state: unwrap(settled, () => LOADING) };
}

/** `GET /api/customer/list`. */
export const customersTable: RemoteTable<Customer> = remoteTable(fetchCustomers);
/** `GET /api/customer/order/list`. */
export const ordersTable: RemoteTable<CustomerOrder> = remoteTable(fetchOrders);
/** `GET /api/customer/product/list`. */
export const productsTable: RemoteTable<CustomerProduct> = remoteTable(fetchProducts);
/** `GET /api/customer/product/reviews`. */
export const productReviewsTable: RemoteTable<CustomerProductReview> = remoteTable(fetchProductReviews);

/** The state of a table and a `retry` that asks the server again. */
export function useRemoteTable<T>(table: RemoteTable<T>): { state: RemoteState<T[]>; retry: () => void } {
  const state = useAtomValue(table.state);
  const refresh = useSetAtom(table.source);
  const retry = useCallback(() => refresh(), [refresh]);
  return { state, retry };
}

/** Several tables at once: loading while any loads, the first error, else every table's data. */
export function combineRemote<A, B, C>(
  a: RemoteState<A>,
  b: RemoteState<B>,
  c: RemoteState<C>,
): RemoteState<[A, B, C]> {
  for (const state of [a, b, c]) if (state.status === 'error') return state;
  if (a.status === 'ready' && b.status === 'ready' && c.status === 'ready') {
    return { status: 'ready', data: [a.data, b.data, c.data] };
  }
  return { status: 'loading' };
}
