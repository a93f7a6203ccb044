import { atom } from 'jotai';

import { tokenAtom, unauthorizedHandlerAtom } from '../session/token';
import { createApiClient, type ApiClient } from './client';
import { apiConfigAtom } from './config';
import { DEMO_API_BASE } from './base';

export type { ApiClient } from './client';

export interface ApiClients {
  /** The player/admin API on its configurable host. */
  player: ApiClient;
  /** The account API and the template's demo API, under `/api`. */
  demo: ApiClient;
}

/** The clients of the current session: `const { player } = get(clientsAtom)` inside an async atom. */
export const clientsAtom = atom<ApiClients>((get) => {
  const { playerApiHost, ready, requestTimeoutMs } = get(apiConfigAtom);
  const token = get(tokenAtom);
  const { handle } = get(unauthorizedHandlerAtom);
  const options = { ready, getToken: () => token, onUnauthorized: handle, timeoutMs: requestTimeoutMs };
  return {
    player: createApiClient({ ...options, baseURL: playerApiHost }),
    demo: createApiClient({ ...options, baseURL: DEMO_API_BASE }),
  };
});
