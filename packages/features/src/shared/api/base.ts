/**
 * The API bases and the URL join: the part of the path registry (endpoints.ts) every first load
 * needs. Imported directly by the shell's modules, so the other features' paths stay in their chunks.
 */

/** Base of the player API when the app runs on its built-in mock backend (the default). */
export const MOCK_PLAYER_API_HOST = '/player-api';
/** Base of the account API and of the template's demo API (same origin). */
export const DEMO_API_BASE = '/api';

/** Joins a base (host, path prefix or MSW wildcard `*`) and a path without doubling slashes. */
export function apiUrl(base: string, path: string): string {
  const left = base.endsWith('/') ? base.slice(0, -1) : base;
  const right = path.startsWith('/') ? path : `/${path}`;
  return `${left}${right}`;
}
