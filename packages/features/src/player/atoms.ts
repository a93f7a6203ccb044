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

/**
 * The player API's calls with their yup response schemas load apart from the screens: a route's
 * first paint (skeletons) does not wait for yup, and the download starts with the first read.
 */
const calls = () => import('./api/endpoints');
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

/** The banners and the lobby's games: public reads shared with the landing page. */
export { bannersAtom, gameListAtom } from '../shared/player/site';
export const availablePromotionsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.availablePromotions(sessionId(get)),
  queryFn: async ({ signal }) => (await calls()).fetchAvailablePromotions(player(get), playerId(get), signal),
}));
export const inviteSummaryAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.inviteSummary(sessionId(get)),
  queryFn: async ({ signal }) => (await calls()).fetchInviteSummary(player(get), playerId(get), signal),
}));
export const historyAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.history(sessionId(get)),
  queryFn: async ({ signal }) => (await calls()).fetchHistory(player(get), playerId(get), signal),
}));
export const withdrawHistoryAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.withdrawHistory(sessionId(get)),
  queryFn: async ({ signal }) => (await calls()).fetchWithdrawHistory(player(get), playerId(get), signal),
}));
export const withdrawSettingAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.withdrawSetting,
  queryFn: async ({ signal }) => (await calls()).fetchWithdrawSetting(player(get), signal),
}));
export const bankListAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.bankList,
  queryFn: async ({ signal }) => (await calls()).fetchBankList(player(get), signal),
}));
export const transferBankListAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.transferBankList,
  queryFn: async ({ signal }) => (await calls()).fetchTransferBankList(player(get), signal),
}));

/* ---- Writes (one request per action, an Idempotency-Key each: `useWrite`) ---- */

/** Reports a deposit; on success the balance and the history load again. */
export const depositAtom = atomWithApiWrite<DepositInput, Transaction>((get) => ({
  write: async (input, { idempotencyKey }) =>
    (await calls()).postDeposit(player(get), playerId(get), input, { idempotencyKey }),
  invalidates: () => [queryKeys.balance(sessionId(get)), queryKeys.history(sessionId(get))],
}));

/**
 * Requests a withdrawal; on success the balance (now lower by the held amount) and both histories
 * load again.
 */
export const withdrawAtom = atomWithApiWrite<WithdrawInput, Transaction>((get) => ({
  write: async (input, { idempotencyKey }) =>
    (await calls()).postWithdraw(player(get), playerId(get), input, { idempotencyKey }),
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
  write: async (gameId) => (await calls()).fetchPlayerLoginLink(player(get), playerId(get), gameId),
}));
