import { atom } from 'jotai';
import { jwtDecode } from 'jwt-decode';

/** Browser storage key of the token. */
export const TOKEN_STORAGE_KEY = 'serviceToken';

/** The token in browser storage now (null when none, or when storage is unavailable). */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

const tokenBaseAtom = atom<string | null>(readStoredToken());

/** The bearer token: read once from storage at start-up, written through to storage. */
export const tokenAtom = atom(
  (get) => get(tokenBaseAtom),
  (_get, set, token: string | null) => {
    set(tokenBaseAtom, token);
    try {
      if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode); the session then lasts as long as the page.
    }
  },
);

/** Reads `exp` (seconds) of a JWT without verifying it; null when the token is malformed or has none. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** A token is usable only while its `exp` claim is later than now (docs/player-api.md, 1.2). */
export function isTokenValid(token: string | null, now: number = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > now;
}

/**
 * What happens when any call answers 401 while a token is set. The auth feature installs its
 * logout here (docs/player-api.md, 1.2 Auth; decision 0010: a 401 logs the user out through the
 * logout path); the value
 * lives in each store, so stories and tabs never share it.
 */
export const unauthorizedHandlerAtom = atom<{ handle: (body?: unknown) => void }>({
  handle: () => undefined,
});
