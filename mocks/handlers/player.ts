/**
 * The mock player API (contract: docs/player-api.md). `playerHandlers` is the happy path;
 * `playerScenarios` are complete replacement lists for Storybook's `msw.handlers.player` key and
 * for `server.use(...)` in tests (DESIGN.md convention 5).
 */
import { delay, getResponse, HttpResponse, type HttpHandler } from 'msw';

import {
  endpointPattern,
  errorResponse,
  methodOf,
  playerEndpointKeys,
  playerEndpoints,
  type PlayerEndpointKey,
  type PlayerReadKey,
} from './player-http';
import { emptyBodies, fixtureBodies, readHandler, readHandlers } from './player-reads';
import { promotionHandlers } from './player-promotions';
import { walletHandlers } from './player-wallet';
import { cashbackInviteHandlers } from './player-cashback';
import { wheelHandlers } from './player-wheel';

/** Every handler of the player API, happy path. */
export const playerHandlers: HttpHandler[] = [
  ...readHandlers(fixtureBodies),
  ...walletHandlers,
  ...wheelHandlers,
  ...cashbackInviteHandlers,
  ...promotionHandlers,
];

/** Ways an endpoint can fail in a scenario. */
export type PlayerFailure = 'error' | 'networkError' | 'loading';

/** Message of the `error` scenario's 500. */
export const SERVER_ERROR_MESSAGE = 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง';

/** A handler that makes one endpoint fail, whoever calls it. */
export function failingHandler(key: PlayerEndpointKey, failure: PlayerFailure): HttpHandler {
  const method = methodOf(playerEndpoints[key]);
  return method(endpointPattern(key), async () => {
    if (failure === 'networkError') return HttpResponse.error();
    if (failure === 'loading') await delay('infinite');
    return errorResponse(500, { message: SERVER_ERROR_MESSAGE });
  });
}

/**
 * The first call of a write is done by the server (the happy handler runs it) but its answer never
 * arrives: the client times out. Later calls are answered as usual, so a retry with the same
 * `Idempotency-Key` gets the first answer again and moves no money twice.
 */
export function answerLostOnce(key: PlayerEndpointKey): HttpHandler[] {
  let lost = false;
  const method = methodOf(playerEndpoints[key]);
  const handler = method(endpointPattern(key), async ({ request }) => {
    const response = await getResponse(playerHandlers, request);
    if (!lost) {
      lost = true;
      await delay('infinite');
    }
    return response;
  });
  return [handler, ...playerHandlers];
}

const allFailing = (failure: PlayerFailure): HttpHandler[] =>
  playerEndpointKeys.map((key) => failingHandler(key, failure));

const isReadKey = (key: PlayerEndpointKey): key is PlayerReadKey => playerEndpoints[key].method === 'GET';

/**
 * One endpoint overridden, every other endpoint on the happy path. `empty` applies to reads only
 * (a write has nothing to empty: the happy handler is kept).
 */
export function endpointScenario(key: PlayerEndpointKey, variant: PlayerFailure | 'empty'): HttpHandler[] {
  if (variant !== 'empty') return [failingHandler(key, variant), ...playerHandlers];
  return isReadKey(key) ? [readHandler(key, emptyBodies), ...playerHandlers] : playerHandlers;
}

/** Ready-made handler lists; each one replaces the whole player API. */
export const playerScenarios = {
  /** Every collection empty, balance ฿0, invite figures 0; writes as usual. */
  empty: [
    ...readHandlers(emptyBodies),
    ...walletHandlers,
    ...wheelHandlers,
    ...cashbackInviteHandlers,
    ...promotionHandlers,
  ],
  /** Every endpoint answers 500 `{ message }`. */
  error: allFailing('error'),
  /** Every request fails at the network level. */
  networkError: allFailing('networkError'),
  /** Every request hangs forever. */
  loading: allFailing('loading'),
  /** One endpoint in a given state, the rest on the happy path. */
  endpoint: endpointScenario,
  /** GET balance answers 500. */
  balanceError: (): HttpHandler[] => endpointScenario('balance', 'error'),
  /** GET history answers 500. */
  historyError: (): HttpHandler[] => endpointScenario('history', 'error'),
  /** POST deposit answers 500 (the form must keep its input). */
  depositError: (): HttpHandler[] => endpointScenario('deposit', 'error'),
  /** POST withdraw answers 500 (the form must keep its input). */
  withdrawError: (): HttpHandler[] => endpointScenario('withdraw', 'error'),
  /** POST deposit hangs: the pending/submitting state. */
  depositLoading: (): HttpHandler[] => endpointScenario('deposit', 'loading'),
  /** POST withdraw hangs: the pending/submitting state. */
  withdrawLoading: (): HttpHandler[] => endpointScenario('withdraw', 'loading'),
  /** A write done by the server whose first answer is lost (the client times out); see `answerLostOnce`. */
  answerLostOnce,
};
