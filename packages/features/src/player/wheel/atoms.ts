/**
 * State of the lucky wheel (DESIGN.md "Data flow"): three reads of the one server-state layer (the
 * setting, the player's points, the last spins) and the spin, a write of the same layer (one
 * request per press, an Idempotency-Key each).
 */
import { queryKeys } from '../../shared/query/keys';
import { atomWithApiQuery } from '../../shared/query/read';
import { atomWithApiWrite } from '../../shared/query/write';
import { player, playerId, sessionId } from '../atoms';
import { fetchWheelHistory, fetchWheelPoints, fetchWheelSetting, postSpin } from './api/endpoints';
import type { SpinResult } from './types';

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
