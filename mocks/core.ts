import type { RequestHandler } from 'msw';

import { accountHandlers } from './handlers/account';
import { adminHandlers } from './handlers/admin';
import { playerHandlers } from './handlers/player';

/**
 * The product's own part of the mock backend, keyed by domain: the account API, the player API
 * (public reads included) and the back office. What a player's first page calls; the app's mock
 * mode loads it first and the template's demo API (`./demo`) only at its first call.
 */
export const coreHandlers: Record<string, RequestHandler[]> = {
  account: accountHandlers,
  player: playerHandlers,
  admin: adminHandlers,
};
