/**
 * The back office's part of the mock player API (docs/player-api.md, 7 Back office), every call
 * `admin` only. `adminHandlers` is the happy path, registered as the `admin` domain of the mock
 * (mocks/index.ts), so the app's mock mode, Storybook and tests serve it; `adminScenarios` are
 * complete replacement lists for `msw.handlers.admin` in stories and `server.use(...)` in tests.
 */
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { apiUrl } from '@pp/features/endpoints';

import { adminAgentHandlers } from './admin-agent';
import { adminCatalogHandlers } from './admin-catalog';
import { adminTransactionHandlers } from './admin-transactions';
import { adminUserHandlers } from './admin-users';
import {
  adminEndpointKeys,
  adminEndpoints,
  errorResponse,
  methodOf,
  type AdminEndpointKey,
} from './player-http';
import { SERVER_ERROR_MESSAGE, type PlayerFailure } from './player';

/** Every handler of the back office, happy path. */
export const adminHandlers: HttpHandler[] = [
  ...adminUserHandlers,
  ...adminTransactionHandlers,
  ...adminCatalogHandlers,
  ...adminAgentHandlers,
];

/** A handler that makes one back-office endpoint fail, whoever calls it. */
export function failingAdminHandler(key: AdminEndpointKey, failure: PlayerFailure): HttpHandler {
  const endpoint = adminEndpoints[key];
  return methodOf(endpoint)(apiUrl('*', endpoint.path), async () => {
    if (failure === 'networkError') return HttpResponse.error();
    if (failure === 'loading') await delay('infinite');
    return errorResponse(500, { message: SERVER_ERROR_MESSAGE });
  });
}

const allFailing = (failure: PlayerFailure): HttpHandler[] =>
  adminEndpointKeys.map((key) => failingAdminHandler(key, failure));

/** Ready-made handler lists; each one replaces the whole back office. */
export const adminScenarios = {
  /** Every back-office endpoint answers 500 `{ message }`. */
  error: allFailing('error'),
  /** Every request fails at the network level. */
  networkError: allFailing('networkError'),
  /** Every request hangs forever. */
  loading: allFailing('loading'),
  /** One endpoint in a given state, the rest on the happy path. */
  endpoint: (key: AdminEndpointKey, failure: PlayerFailure): HttpHandler[] => [
    failingAdminHandler(key, failure),
    ...adminHandlers,
  ],
};
