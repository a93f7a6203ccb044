/**
 * State of the player screens (DESIGN.md "Data flow"): every read is an async `atomWithRefresh`
 * (retry = refresh) that a card reads through `remoteAtom` to show its own loading, error and data;
 * the writes call the API, then refresh what they changed (balance, history).
 * The player is read from the shared session only (features never import each other).
 */
import { atom, type Atom, type Getter } from 'jotai';
import { atomWithRefresh, unwrap } from 'jotai/utils';

import { ApiError, toApiError } from '../shared/api/errors';
import { clientsAtom } from '../shared/api/http';
import { balanceAtom, refreshBalanceAtom } from '../shared/player/balance';
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
} from './api';
import type { DepositInput, Transaction, WithdrawInput } from './types';

/* ---- Remote data ---- */

/** Server data as a card sees it. While loading again, `data` keeps what was shown before. */
export type Remote<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'error'; error: ApiError; data: undefined }
  | { status: 'ready'; data: T };

class Pending<T> {
  constructor(readonly previous: T | undefined) {}
}

/** Reads an async atom without Suspense: loading (with the previous data), error or ready. */
export function remoteAtom<T>(source: Atom<T | Promise<T>>): Atom<Remote<T>> {
  const unwrapped = unwrap(source, (previous?: T) => new Pending<T>(previous));
  return atom((get): Remote<T> => {
    try {
      const value = get(unwrapped);
      if (value instanceof Pending) return { status: 'loading', data: value.previous };
      return { status: 'ready', data: value };
    } catch (error) {
      const apiError = toApiError(error);
      // A cancelled call was replaced by a newer one, which is still running.
      if (apiError.status === -1) return { status: 'loading', data: undefined };
      return { status: 'error', error: apiError, data: undefined };
    }
  });
}

/** Message of the error when no player is logged in (the screens live behind the auth guard). */
const NO_SESSION = 'No player session';

function playerId(get: Getter): string {
  const user = get(sessionUserAtom);
  if (!user) throw new ApiError(401, NO_SESSION);
  return user.id;
}

const player = (get: Getter) => get(clientsAtom).player;

/* ---- Reads ---- */

export const bannersAtom = atomWithRefresh(async (get, { signal }) => fetchBanners(player(get), signal));
export const availablePromotionsAtom = atomWithRefresh(async (get, { signal }) =>
  fetchAvailablePromotions(player(get), playerId(get), signal),
);
export const inviteSummaryAtom = atomWithRefresh(async (get, { signal }) =>
  fetchInviteSummary(player(get), playerId(get), signal),
);
export const historyAtom = atomWithRefresh(async (get, { signal }) =>
  fetchHistory(player(get), playerId(get), signal),
);
export const withdrawHistoryAtom = atomWithRefresh(async (get, { signal }) =>
  fetchWithdrawHistory(player(get), playerId(get), signal),
);
export const withdrawSettingAtom = atomWithRefresh(async (get, { signal }) =>
  fetchWithdrawSetting(player(get), signal),
);
export const bankListAtom = atomWithRefresh(async (get, { signal }) => fetchBankList(player(get), signal));
export const transferBankListAtom = atomWithRefresh(async (get, { signal }) =>
  fetchTransferBankList(player(get), signal),
);
export const gameListAtom = atomWithRefresh(async (get, { signal }) => fetchGameList(player(get), signal));

export const bannersRemoteAtom = remoteAtom(bannersAtom);
export const availablePromotionsRemoteAtom = remoteAtom(availablePromotionsAtom);
export const inviteSummaryRemoteAtom = remoteAtom(inviteSummaryAtom);
export const historyRemoteAtom = remoteAtom(historyAtom);
export const withdrawHistoryRemoteAtom = remoteAtom(withdrawHistoryAtom);
export const withdrawSettingRemoteAtom = remoteAtom(withdrawSettingAtom);
export const bankListRemoteAtom = remoteAtom(bankListAtom);
export const transferBankListRemoteAtom = remoteAtom(transferBankListAtom);
export const gameListRemoteAtom = remoteAtom(gameListAtom);
/** The shared balance (header and wallet screens) as a card reads it. */
export const balanceRemoteAtom = remoteAtom(balanceAtom);

/* ---- Writes ---- */

/** Reports a deposit; on success the balance and the history load again. Rejects with an ApiError. */
export const depositAtom = atom(null, async (get, set, input: DepositInput): Promise<Transaction> => {
  const created = await postDeposit(player(get), playerId(get), input);
  set(refreshBalanceAtom);
  set(historyAtom);
  return created;
});

/**
 * Requests a withdrawal; on success the balance (now lower by the held amount) and both histories
 * load again. Rejects with an ApiError.
 */
export const withdrawAtom = atom(null, async (get, set, input: WithdrawInput): Promise<Transaction> => {
  const created = await postWithdraw(player(get), playerId(get), input);
  set(refreshBalanceAtom);
  set(historyAtom);
  set(withdrawHistoryAtom);
  return created;
});

/** Asks for the link that opens a game as the logged-in player. Rejects with an ApiError. */
export const playerLoginLinkAtom = atom(null, (get, _set, gameId: string): Promise<string> =>
  fetchPlayerLoginLink(player(get), playerId(get), gameId),
);
