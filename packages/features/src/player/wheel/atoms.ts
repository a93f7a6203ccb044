/**
 * State of the lucky wheel (DESIGN.md "Data flow"): three reads of the one server-state layer (the
 * setting, the player's points, the last spins) and the spin, a write whose success loads the
 * balance, the points and both histories again (the header balance refreshes after a credit).
 */
import type { Getter } from 'jotai';

import { ApiError } from '../../shared/api/errors';
import { clientsAtom } from '../../shared/api/http';
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { sessionUserAtom } from '../../shared/session/user';
import { fetchWheelHistory, fetchWheelPoints, fetchWheelSetting, postSpin } from './api/endpoints';
import type { SpinResult } from './types';

function playerId(get: Getter): string {
  const user = get(sessionUserAtom);
  if (!user) throw new ApiError(401, 'No player session');
  return user.id;
}

const player = (get: Getter) => get(clientsAtom).player;
const sessionId = (get: Getter) => get(sessionUserAtom)?.id ?? '';

export const wheelSettingAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.site.wheelSetting,
  queryFn: ({ signal }) => fetchWheelSetting(player(get), signal),
}));

export const wheelPointsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.wheelPoints(sessionId(get)),
  queryFn: ({ signal }) => fetchWheelPoints(player(get), playerId(get), signal),
}));

export const wheelHistoryAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.wheelHistory(sessionId(get)),
  queryFn: ({ signal }) => fetchWheelHistory(player(get), playerId(get), signal),
}));

/**
 * One spin (no input). The screen loads the balance, points and both histories again once the
 * wheel has stopped (WheelScreen's `useRefreshAfterSpin`), not on the answer: the header balance
 * and the history must not give the prize away while the wheel still turns.
 */
export const spinAtom = atomWithApiWrite<void, SpinResult>((get) => ({
  write: (_input, { idempotencyKey }) => postSpin(player(get), playerId(get), { idempotencyKey }),
}));
