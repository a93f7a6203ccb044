/**
 * State of the promotions screen: the list and the received promotions are reads of the one
 * server-state layer; create, edit and the active switch are writes that load the list again.
 */
import { atom } from 'jotai';

import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { adminApi } from '../api/client';
import {
  fetchAdminPromotions,
  fetchReceivedPromotions,
  postPromotion,
  postPromotionActive,
  putPromotion,
  type AdminPromotion,
  type PromotionInput,
  type ReceivedQuery,
} from './api';

export const adminPromotionsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.admin.promotions,
  queryFn: ({ signal }) => fetchAdminPromotions(adminApi(get), signal),
}));

/** The received promotions' filter and page (zero-based, like the table's). */
export const receivedQueryAtom = atom<ReceivedQuery>({ day: 'today', page: 0, pageSize: 10 });

export const receivedPromotionsAtom = atomWithApiQuery((get) => {
  const query = get(receivedQueryAtom);
  return {
    queryKey: queryKeys.admin.receivedPromotions(query),
    queryFn: ({ signal }) => fetchReceivedPromotions(adminApi(get), query, signal),
    // The page shown stays while the next one loads.
    placeholderData: (previous) => previous,
  };
});

/** A create (no `id`) or an edit of the promotion `id`. */
export interface SavePromotion {
  id?: string;
  input: PromotionInput;
}

export const savePromotionAtom = atomWithApiWrite<SavePromotion, AdminPromotion>((get) => ({
  write: ({ id, input }, { idempotencyKey }) =>
    id === undefined
      ? postPromotion(adminApi(get), input, { idempotencyKey })
      : putPromotion(adminApi(get), id, input, { idempotencyKey }),
  invalidates: () => [queryKeys.admin.promotions],
}));

export const promotionActiveAtom = atomWithApiWrite<{ id: string; active: boolean }, AdminPromotion>(
  (get) => ({
    write: ({ id, active }, { idempotencyKey }) =>
      postPromotionActive(adminApi(get), id, active, { idempotencyKey }),
    invalidates: () => [queryKeys.admin.promotions],
  }),
);
