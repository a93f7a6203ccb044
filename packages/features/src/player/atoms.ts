/**
 * State of the player screens (DESIGN.md "Data flow"): every read is a query atom of the one
 * server-state layer (shared/query) that a card reads with `useRemote`/`useTransitionRemote` to show
 * its own loading, error (with retry) and data; every write is a write atom of the same layer
 * (`useWrite`: pending state, one request per action, an idempotency key, the reads it changes
 * invalidated). The player is read from the shared session only.
 */
import type { Getter } from 'jotai';

import { ApiError } from '../shared/api/errors';
import { clientsAtom } from '../shared/api/http';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
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

/** The logged-in player's id (a 401 ApiError without a session). */
export function playerId(get: Getter): string {
  const user = get(sessionUserAtom);
  if (!user) throw new ApiError(401, NO_SESSION);
  return user.id;
}

/** The player API client. */
export const player = (get: Getter) => get(clientsAtom).player;
/** The logged-in player's id for query keys ('' without a session). */
export const sessionId = (get: Getter) => get(sessionUserAtom)?.id ?? '';

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

/* ---- Writes (one request per action, an Idempotency-Key each: `useWrite`) ---- */

/** Reports a deposit; on success the balance and the history load again. */
export const depositAtom = atomWithApiWrite<DepositInput, Transaction>((get) => ({
  write: (input, { idempotencyKey }) => postDeposit(player(get), playerId(get), input, { idempotencyKey }),
  invalidates: () => [queryKeys.balance(sessionId(get)), queryKeys.history(sessionId(get))],
}));

/**
 * Requests a withdrawal; on success the balance (now lower by the held amount) and both histories
 * load again.
 */
export const withdrawAtom = atomWithApiWrite<WithdrawInput, Transaction>((get) => ({
  write: (input, { idempotencyKey }) => postWithdraw(player(get), playerId(get), input, { idempotencyKey }),
  invalidates: () => {
    const id = sessionId(get);
    return [queryKeys.balance(id), queryKeys.history(id), queryKeys.withdrawHistory(id)];
  },
}));

/**
 * Asks for the link that opens a game as the logged-in player: a one-off call (each link is fresh,
 * never cached), so a write of the layer that changes no read; `useWrite` refuses a second click
 * while one is on its way.
 */
export const playerLoginLinkAtom = atomWithApiWrite<string, string>((get) => ({
  write: (gameId) => fetchPlayerLoginLink(player(get), playerId(get), gameId),
}));
