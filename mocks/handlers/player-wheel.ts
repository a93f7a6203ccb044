/**
 * The lucky wheel of the mock player API (docs/player-api.md, 4.14 to 4.16 and 5.4): the setting,
 * the player's points, the last spins, and the spin, idempotent like every money write.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { wheelSetting } from '../data/player-wheel';
import { satangToBaht } from '../lib/money';
import { StorageFailure } from '../lib/persist';
import { updateUser } from '../services/playerService';
import { getWallet } from '../stores/wallet';
import { spinWheel, wheelHistory, wheelPoints } from '../stores/wheel';
import { errorResponse, playerRoute } from './player-http';
import type { ReadBody } from './player-reads';
import { idempotent } from './player-wallet';

type WheelReadKey = 'wheelSetting' | 'wheelPoints' | 'wheelHistory';

/** The bodies of the wheel's reads on the happy path. */
export const wheelReadBodies: Record<WheelReadKey, ReadBody> = {
  wheelSetting: () => ({ data: wheelSetting }),
  wheelPoints: (id) => ({ data: wheelPoints(id) }),
  wheelHistory: (id) => ({ data: wheelHistory(id) }),
};

/** The `empty` scenario: a wheel with no segments, no points, no spins. */
export const wheelEmptyBodies: Record<WheelReadKey, ReadBody> = {
  wheelSetting: () => ({ data: { ...wheelSetting, segments: [] } }),
  wheelPoints: (id) => ({ data: { playerId: id, points: 0, earned: 0, spent: 0, won: 0 } }),
  wheelHistory: () => ({ data: [] }),
};

/**
 * POST spin: 200 `{ data: { segmentIndex, prize, points, balance } }`, or 409 with the Thai reason
 * (not enough points, a wheel without segments). A credit prize's new balance is copied to the
 * account's `credit`, as the wallet writes do.
 */
export const spinHandler: HttpHandler = playerRoute(
  'spinWheel',
  idempotent('spinWheel', async ({ id }) => {
    const outcome = spinWheel(id);
    if (!outcome.ok) return errorResponse(409, { message: outcome.message, code: outcome.code });
    if (outcome.result.prize.type === 'credit') {
      try {
        await updateUser(id, { credit: satangToBaht(getWallet(id).balanceSatang) });
      } catch (error) {
        if (!(error instanceof StorageFailure)) throw error;
        console.warn(
          'Mock backend: the account credit could not be updated; the wallet has the balance.',
          error,
        );
      }
    }
    return HttpResponse.json({ data: outcome.result });
  }),
);

/** The wheel's write handlers. */
export const wheelHandlers: HttpHandler[] = [spinHandler];
