/**
 * State of the cashback screen (DESIGN.md "Data flow"): the setting and the week's check are reads
 * of the one server-state layer; the claim is a write that loads the balance, the history and the
 * check again, so the header's balance and the screen follow at once.
 */
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { player, playerId, sessionId } from '../atoms';
import type { Transaction } from '../types';
import { fetchCashback, fetchCashbackSetting, postClaimCashback } from './api';

export const cashbackSettingAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.cashbackSetting,
  queryFn: ({ signal }) => fetchCashbackSetting(player(get), signal),
}));

export const cashbackAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.cashback(sessionId(get)),
  queryFn: ({ signal }) => fetchCashback(player(get), playerId(get), signal),
}));

/** Claims last week's cashback; on success the balance, the history and the check load again. */
export const claimCashbackAtom = atomWithApiWrite<void, Transaction>((get) => ({
  write: (_input, { idempotencyKey }) => postClaimCashback(player(get), playerId(get), { idempotencyKey }),
  invalidates: () => {
    const id = sessionId(get);
    return [queryKeys.balance(id), queryKeys.history(id), queryKeys.cashback(id)];
  },
}));
