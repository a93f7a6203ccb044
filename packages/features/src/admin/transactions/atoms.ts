/**
 * State of the transactions queue (DESIGN.md "Data flow"): the query (filters and page) in an atom,
 * the page of the server for it, and the two settlements, which reload every page of the queue.
 */
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';

import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { adminApi } from '../api/client';
import {
  fetchSlip,
  fetchTransaction,
  fetchTransactions,
  postApprove,
  postReject,
  type AdminTransaction,
} from './api';
import { DEFAULT_QUERY, transactionParams, type TransactionQuery } from './query';

/** The queue's filters and page (kept while the admin opens other screens). */
export const transactionQueryAtom = atom<TransactionQuery>(DEFAULT_QUERY);

/**
 * What the screen takes as "now" for the waiting times: the device's clock; stories set a fixed
 * one (the data's own clock) so the screenshots never change.
 */
export const transactionsClockAtom = atom<{ now: () => Date }>({ now: () => new Date() });

/** The page of the queue for the current query: the key is what is sent, so a typo-free refetch. */
export const transactionsAtom = atomWithApiQuery((get) => {
  const query = get(transactionQueryAtom);
  return {
    queryKey: queryKeys.admin.transactions(transactionParams(query)),
    queryFn: ({ signal }) => fetchTransactions(adminApi(get), query, signal),
    placeholderData: (previous) => previous,
  };
});

/**
 * One transaction as it is now, under the queue's prefix: a settlement (or a refused one, 409)
 * reloads it with the list, so the dialog shows who settled it.
 */
export const transactionAtom = atomFamily((txId: string) =>
  atomWithApiQuery((get) => ({
    queryKey: [...queryKeys.admin.transactions(), 'detail', txId],
    queryFn: ({ signal }) => fetchTransaction(adminApi(get), txId, signal),
  })),
);

/** A deposit's transfer slip (an image Blob); outside the queue's prefix: a settlement does not change it. */
export const slipAtom = atomFamily((txId: string) =>
  atomWithApiQuery((get) => ({
    queryKey: ['admin', 'transaction-slip', txId],
    queryFn: ({ signal }) => fetchSlip(adminApi(get), txId, signal),
    staleTime: Infinity,
  })),
);

/** Approves a pending transaction; every page of the queue loads again. */
export const approveTransactionAtom = atomWithApiWrite<string, AdminTransaction>((get) => ({
  write: (txId, { idempotencyKey }) => postApprove(adminApi(get), txId, { idempotencyKey }),
  invalidates: () => [queryKeys.admin.transactions()],
}));

/** Rejects a pending transaction with the reason the player will read; the queue loads again. */
export const rejectTransactionAtom = atomWithApiWrite<{ txId: string; reason: string }, AdminTransaction>(
  (get) => ({
    write: ({ txId, reason }, { idempotencyKey }) =>
      postReject(adminApi(get), txId, reason, { idempotencyKey }),
    invalidates: () => [queryKeys.admin.transactions()],
  }),
);
