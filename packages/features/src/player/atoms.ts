/**
 * State of the player screens (DESIGN.md "Data flow"): every read is a query atom of the one
 * server-state layer (shared/query) that a card reads with `useRemote`/`useTransitionRemote` to show
 * its own loading, error (with retry) and data; the writes call the API, then invalidate what they
 * changed (balance, history). The player is read from the shared session only.
 */
import { atom, type Getter } from 'jotai';

import { ApiError } from '../shared/api/errors';
import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { sessionUserAtom } from '../shared/session/user';

import {
  fetchAvailablePromotions,
  fetchBankList,
  fetchBanners,
  fetchGameList,
  fetchHistory,
  fetchInviteSummary,
  fetchPlayerLoginLink,
  fetchTransferBankList,
  fetchWithdrawHistory,
  fetchWithdrawSetting,
  postDeposit,
  postWithdraw,
} from './api/endpoints';
import type { DepositInput, Transaction, WithdrawInput } from './types';

/** Message of the error when no player is logged in (the screens live behind the auth guard). */
const NO_SESSION = 'No player session';

function playerId(get: Getter): string {
  const user = get(sessionUserAtom);
  if (!user) throw new ApiError(401, NO_SESSION);
  return user.id;
}

const player = (get: Getter) => get(clientsAtom).player;
const sessionId = (get: Getter) => get(sessionUserAtom)?.id ?? '';

/* ---- Reads ---- */

export const bannersAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.banners,
  queryFn: ({ signal }) => fetchBanners(player(get), signal),
}));
export const availablePromotionsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.availablePromotions(sessionId(get)),
  queryFn: ({ signal }) => fetchAvailablePromotions(player(get), playerId(get), signal),
}));
export const inviteSummaryAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.inviteSummary(sessionId(get)),
  queryFn: ({ signal }) => fetchInviteSummary(player(get), playerId(get), signal),
}));
export const historyAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.history(sessionId(get)),
  queryFn: ({ signal }) => fetchHistory(player(get), playerId(get), signal),
}));
export const withdrawHistoryAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.withdrawHistory(sessionId(get)),
  queryFn: ({ signal }) => fetchWithdrawHistory(player(get), playerId(get), signal),
}));
export const withdrawSettingAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.withdrawSetting,
  queryFn: ({ signal }) => fetchWithdrawSetting(player(get), signal),
}));
export const bankListAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.bankList,
  queryFn: ({ signal }) => fetchBankList(player(get), signal),
}));
export const transferBankListAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.transferBankList,
  queryFn: ({ signal }) => fetchTransferBankList(player(get), signal),
}));
export const gameListAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.gameList,
  queryFn: ({ signal }) => fetchGameList(player(get), signal),
}));

/* ---- Writes ---- */

function invalidate(get: Getter, keys: readonly (readonly unknown[])[]) {
  const client = get(queryClientAtom);
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** Reports a deposit; on success the balance and the history load again. Rejects with an ApiError. */
export const depositAtom = atom(null, async (get, _set, input: DepositInput): Promise<Transaction> => {
  const id = playerId(get);
  const created = await postDeposit(player(get), id, input);
  invalidate(get, [queryKeys.balance(id), queryKeys.history(id)]);
  return created;
});

/**
 * Requests a withdrawal; on success the balance (now lower by the held amount) and both histories
 * load again. Rejects with an ApiError.
 */
export const withdrawAtom = atom(null, async (get, _set, input: WithdrawInput): Promise<Transaction> => {
  const id = playerId(get);
  const created = await postWithdraw(player(get), id, input);
  invalidate(get, [queryKeys.balance(id), queryKeys.history(id), queryKeys.withdrawHistory(id)]);
  return created;
});

/** Asks for the link that opens a game as the logged-in player. Rejects with an ApiError. */
export const playerLoginLinkAtom = atom(null, (get, _set, gameId: string): Promise<string> =>
  fetchPlayerLoginLink(player(get), playerId(get), gameId),
);
