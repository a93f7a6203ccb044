/**
 * State of the credit-codes screen: the page of codes is a read of the one server-state layer,
 * keyed by its filters and page; create, edit, the active switch and a batch are writes that load
 * every page again.
 */
import { atom } from 'jotai';

import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { adminApi } from '../api/client';
import {
  fetchCreditCodes,
  postCreditCode,
  postCreditCodeActive,
  postCreditCodeBatch,
  putCreditCode,
  type CreditCode,
  type CreditCodeBatch,
  type CreditCodeQuery,
  type CreditCodeTerms,
  type NewCreditCode,
} from './api';

export const creditCodeQueryAtom = atom<CreditCodeQuery>({ search: '', status: '', page: 0, pageSize: 10 });

export const creditCodesAtom = atomWithApiQuery((get) => {
  const query = get(creditCodeQueryAtom);
  return {
    queryKey: queryKeys.admin.creditCodes(query),
    queryFn: ({ signal }) => fetchCreditCodes(adminApi(get), query, signal),
    // The page shown stays while the next one (another search, filter or page) loads.
    placeholderData: (previous) => previous,
  };
});

const every = () => [queryKeys.admin.creditCodes()];

/** A new code (`code` set) or an edit of `editing`'s terms. */
export type SaveCreditCode =
  { editing: string; terms: CreditCodeTerms } | { editing?: undefined; code: NewCreditCode };

export const saveCreditCodeAtom = atomWithApiWrite<SaveCreditCode, CreditCode>((get) => ({
  write: (input, { idempotencyKey }) =>
    input.editing === undefined
      ? postCreditCode(adminApi(get), input.code, { idempotencyKey })
      : putCreditCode(adminApi(get), input.editing, input.terms, { idempotencyKey }),
  invalidates: every,
}));

export const creditCodeActiveAtom = atomWithApiWrite<{ code: string; active: boolean }, CreditCode>(
  (get) => ({
    write: ({ code, active }, { idempotencyKey }) =>
      postCreditCodeActive(adminApi(get), code, active, { idempotencyKey }),
    invalidates: every,
  }),
);

export const creditCodeBatchAtom = atomWithApiWrite<CreditCodeBatch, CreditCode[]>((get) => ({
  write: (batch, { idempotencyKey }) => postCreditCodeBatch(adminApi(get), batch, { idempotencyKey }),
  invalidates: every,
}));
