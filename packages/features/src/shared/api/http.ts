import axios, { type AxiosInstance } from 'axios';
import { atom } from 'jotai';

import { tokenAtom, unauthorizedHandlerAtom } from '../session/token';
import { apiConfigAtom } from './config';
import { DEMO_API_BASE } from './endpoints';
import { toApiError } from './errors';

export interface ClientOptions {
  baseURL: string;
  /** Requests wait for it (the mock backend starting). */
  ready?: Promise<unknown>;
  getToken: () => string | null;
  onUnauthorized: () => void;
}

/**
 * One axios instance per backend: attaches the bearer token, turns every failure into an ApiError,
 * and reports a 401 so the session ends cleanly.
 */
export function createApiClient({ baseURL, ready, getToken, onUnauthorized }: ClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 20_000 });
  client.interceptors.request.use(async (request) => {
    if (ready) await ready;
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.status === 401 && getToken()) onUnauthorized();
    return Promise.reject(apiError);
  });
  return client;
}

export interface ApiClients {
  /** The player/admin API on its configurable host. */
  player: AxiosInstance;
  /** The account API and the template's demo API, under `/api`. */
  demo: AxiosInstance;
}

/** The clients of the current session: `const { player } = get(clientsAtom)` inside an async atom. */
export const clientsAtom = atom<ApiClients>((get) => {
  const { playerApiHost, ready } = get(apiConfigAtom);
  const token = get(tokenAtom);
  const { handle } = get(unauthorizedHandlerAtom);
  const options = { ready, getToken: () => token, onUnauthorized: handle };
  return {
    player: createApiClient({ ...options, baseURL: playerApiHost }),
    demo: createApiClient({ ...options, baseURL: DEMO_API_BASE }),
  };
});
