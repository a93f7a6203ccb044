/**
 * Auth state (DESIGN.md). The user lives in the shared
 * `sessionUserAtom`, so other features (balance, wallet) read who is logged in without importing
 * this feature; `authAtom` adds the spec's flags on top of it.
 */
import { atom } from 'jotai';

import { apiConfigAtom } from '../shared/api/config';
import { isAccountDisabled } from '../shared/api/errors';
import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { clearAppStorage } from '../shared/session/storage';
import { isTokenValid, tokenAtom } from '../shared/session/token';
import { sessionUserAtom } from '../shared/session/user';
import type { AuthState, User } from './types';

/** Logged out, not initialised: where the app starts (only the loading bar shows). */
export const initialAuthState: AuthState = { isLoggedIn: false, isInitialized: false, user: null };

const loggedOut: AuthState = { isLoggedIn: false, isInitialized: true, user: null };

const initializedAtom = atom(false);

/**
 * `{ isLoggedIn, isInitialized, user }`. Writable, so stories and tests can start in any state:
 * `hydrate(authAtom, { isLoggedIn: true, isInitialized: true, user })`. A state that claims to be
 * logged in without a user is logged out.
 */
export const authAtom = atom(
  (get): AuthState => {
    const user = get(sessionUserAtom);
    return { isLoggedIn: user !== null, isInitialized: get(initializedAtom), user };
  },
  (_get, set, next: AuthState) => {
    set(initializedAtom, next.isInitialized);
    set(sessionUserAtom, next.isLoggedIn ? next.user : null);
  },
);

export const isLoggedInAtom = atom((get) => get(authAtom).isLoggedIn);
export const isInitializedAtom = atom((get) => get(authAtom).isInitialized);
export const userAtom = atom((get): User | null => get(authAtom).user);

/** Sends the top window somewhere (the product's external site). */
export interface TopNavigator {
  assign: (url: string) => void;
}

/** Navigates the top window; falls back to this window when the top one refuses (sandboxed frames). */
export function navigateTop(url: string): void {
  try {
    (window.top ?? window).location.href = url;
  } catch {
    window.location.assign(url);
  }
}

/** How logout leaves the app. Stories and tests put a recorder here instead of leaving the page. */
export const navigateTopAtom = atom<TopNavigator>({ assign: navigateTop });

/**
 * Start-up: a stored token that is present and not expired is used to fetch the
 * current account; otherwise, or when that fails, the state becomes logged out and initialised and
 * the token is dropped. An expired or malformed token makes no request. A cancelled run (the
 * signal aborted) changes nothing, so React's double effects in development are harmless.
 */
export const initAuthAtom = atom(null, async (get, set, signal?: AbortSignal): Promise<void> => {
  const token = get(tokenAtom);
  if (!isTokenValid(token)) {
    if (token !== null) set(tokenAtom, null);
    set(authAtom, loggedOut);
    return;
  }
  try {
    // The account calls (and the yup schemas they read answers with) load only for a stored session.
    const { fetchMe } = await import('./api/endpoints');
    const user = await fetchMe(get(clientsAtom).demo, signal);
    if (signal?.aborted) return;
    set(authAtom, { isLoggedIn: true, isInitialized: true, user });
  } catch (error) {
    if (signal?.aborted) return;
    // Logged, and the user is treated as logged out (info: it is an expected outcome).
    console.info('Start-up authentication failed; continuing logged out.', error);
    set(tokenAtom, null);
    set(authAtom, loggedOut);
  }
});

/**
 * Logout: clears the token, resets to logged out, drops the cached server data, clears the app's
 * browser storage (a backend in the browser keeps its data: `shared/session/storage.ts`) and sends
 * the top window to the product's external site. A failure is only logged.
 */
export const logoutAtom = atom(null, (get, set): void => {
  try {
    set(tokenAtom, null);
    set(authAtom, loggedOut);
    // Nothing of this account stays in memory for whoever uses the browser next.
    get(queryClientAtom).clear();
    clearAppStorage();
    get(navigateTopAtom).assign(get(apiConfigAtom).externalSiteUrl);
  } catch (error) {
    console.error('Logout failed', error);
  }
});

/**
 * Why a session ended without the player's own logout; the login page says so. `banned`: the
 * server refused the token because the account is banned or deleted.
 */
export type SessionEnd = 'expired' | 'elsewhere' | 'banned';

/** Set when a session ends by itself; the next login clears it. */
export const sessionEndAtom = atom<SessionEnd | null>(null);

/**
 * A session that ends without the player's own logout (its token expired, a call answered 401,
 * another tab logged out) stays in the app: the token and the cached server data go, and the guard
 * sends the player to /login with where they were, so a login brings them back there. Only the
 * player's own logout leaves for the external site.
 */
export const endSessionAtom = atom(null, (get, set, reason: SessionEnd): void => {
  if (!get(authAtom).isLoggedIn) return;
  set(tokenAtom, null);
  get(queryClientAtom).clear();
  set(authAtom, loggedOut);
  set(sessionEndAtom, reason);
});

/**
 * What a 401 from any call does (`body` is its answer): a logged-in session ends (see
 * `endSessionAtom`) as expired, or as banned when the server said the account is disabled. During
 * start-up the `me` call reports its own failure, so a 401 there only ends in logged out, with the
 * banned message when that is why.
 */
export const handleUnauthorizedAtom = atom(null, (get, set, body?: unknown): void => {
  const reason = isAccountDisabled(body) ? 'banned' : 'expired';
  const { isInitialized, isLoggedIn } = get(authAtom);
  if (isInitialized && isLoggedIn) set(endSessionAtom, reason);
  else if (reason === 'banned') set(sessionEndAtom, reason);
});

/**
 * Another tab changed the stored token (`stored`): a logout there ends the session here, a login
 * there logs in here too (the stored token is checked like at start-up).
 */
export const followStoredTokenAtom = atom(null, async (get, set, stored: string | null): Promise<void> => {
  if (stored === get(tokenAtom)) return;
  if (stored === null) {
    set(endSessionAtom, 'elsewhere');
    return;
  }
  set(tokenAtom, stored);
  set(sessionEndAtom, null);
  await set(initAuthAtom);
});
