/**
 * MSW handlers and deterministic data for the player stories (only stories import this file).
 * Each helper answers one endpoint of docs/player-api.md with a body of the documented shape;
 * stories put them before the mock's happy-path handlers to override just that endpoint.
 */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

import { apiUrl, playerPaths } from '../shared/api/endpoints';

type Key = keyof typeof playerPaths;

/** The MSW pattern of a player API path (any host, `:id` for the player). */
export function pattern(key: Key): string {
  const path = playerPaths[key];
  return apiUrl('*', typeof path === 'function' ? path(':id') : path);
}

/** GET `key` answers `body` (status 200). */
export function getReturns(key: Key, body: JsonBodyType): HttpHandler {
  return http.get(pattern(key), () => HttpResponse.json(body));
}

/** GET balance answers `baht` (and `held` baht held by pending withdrawals). */
export function balanceReturns(baht: number, held = 0): HttpHandler {
  return getReturns('balance', {
    playerId: '100001',
    balance: baht,
    balanceSatang: Math.round(baht * 100),
    held,
    currency: 'THB',
  });
}

/** POST `key` answers `status` with `body` (a refusal of the server). */
export function postFails(key: Key, status: number, body: JsonBodyType): HttpHandler {
  return http.post(pattern(key), () => HttpResponse.json(body, { status }));
}

/** GET `key` fails `times` times with a 500, then lets the next handler answer. */
export function getFailsThenRecovers(key: Key, times = 1): HttpHandler {
  let failures = 0;
  return http.get(pattern(key), () => {
    if (failures >= times) return undefined;
    failures += 1;
    return HttpResponse.json({ message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }, { status: 500 });
  });
}

/** GET `key` answers after `ms` (a slow network), through the next handler. */
export function slowGet(key: Key, ms: number): HttpHandler {
  return http.get(pattern(key), async () => {
    await delay(ms);
    return undefined;
  });
}

/** Counts the requests to a POST endpoint, then lets the next handler answer them. */
export function countRequests(key: Key): { handler: HttpHandler; count: () => number; reset: () => void } {
  let count = 0;
  return {
    handler: http.post(pattern(key), () => {
      count += 1;
      return undefined;
    }),
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}

export { generatedHistory, type WireTransaction } from './storyData';

/** Counts the GET requests of an endpoint, then lets the next handler answer them. */
export function countGets(key: Key): { handler: HttpHandler; count: () => number; reset: () => void } {
  let count = 0;
  return {
    handler: http.get(pattern(key), () => {
      count += 1;
      return undefined;
    }),
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}
