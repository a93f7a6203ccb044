import { atom } from 'jotai';

import { MOCK_PLAYER_API_HOST } from './base';

/** Where the backends are and where logout leads; the app sets it from its env at start-up. */
export interface ApiConfig {
  /** Base URL of the player API (a real host, or the mock's path). */
  playerApiHost: string;
  /** The product's external site that logout sends the top window to. */
  externalSiteUrl: string;
  /**
   * Called before every request; resolves when the backend can answer. In mock mode the app starts
   * the mock worker after the first paint, or at the first request if that comes earlier; requests
   * wait for this instead of the first paint waiting.
   */
  ready?: () => Promise<unknown>;
  /** Links from data (a game's login link) may be plain `http:`: mock mode only (see `api/links.ts`). */
  allowHttpLinks?: boolean;
  /** How long a call may take before it fails as unanswered (status 0); 20 s by default. */
  requestTimeoutMs?: number;
}

export const defaultApiConfig: ApiConfig = {
  playerApiHost: MOCK_PLAYER_API_HOST,
  externalSiteUrl: 'https://example.com/',
  allowHttpLinks: true,
};

export const apiConfigAtom = atom<ApiConfig>(defaultApiConfig);
