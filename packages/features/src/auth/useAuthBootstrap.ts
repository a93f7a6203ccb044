import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

import {
  readStoredToken,
  TOKEN_STORAGE_KEY,
  tokenAtom,
  tokenExpiry,
  unauthorizedHandlerAtom,
} from '../shared/session/token';
import {
  authAtom,
  endSessionAtom,
  followStoredTokenAtom,
  handleUnauthorizedAtom,
  initAuthAtom,
} from './atoms';
import type { AuthState } from './types';

/**
 * Call once at the top of the app, inside the Jotai provider: installs the answer to any 401 (the
 * session ends, the player logs in again and comes back; a banned account is told so), runs the start-up check of the stored
 * token, ends the session when its token expires, and follows logins and logouts of other tabs. Returns the auth state; until
 * `isInitialized` the app shows only the loading bar.
 */
export function useAuthBootstrap(): AuthState {
  const initAuth = useSetAtom(initAuthAtom);
  const handleUnauthorized = useSetAtom(handleUnauthorizedAtom);
  const setUnauthorizedHandler = useSetAtom(unauthorizedHandlerAtom);

  useEffect(() => {
    setUnauthorizedHandler({ handle: (body) => handleUnauthorized(body) });
    return () => setUnauthorizedHandler({ handle: () => undefined });
  }, [setUnauthorizedHandler, handleUnauthorized]);

  useEffect(() => {
    const controller = new AbortController();
    void initAuth(controller.signal);
    return () => controller.abort();
  }, [initAuth]);

  const auth = useAtomValue(authAtom);
  const token = useAtomValue(tokenAtom);
  const endSession = useSetAtom(endSessionAtom);
  // The token's own end: at `exp` the session ends as expired (the player lands on /login).
  useEffect(() => {
    const exp = auth.isLoggedIn && token ? tokenExpiry(token) : null;
    if (exp === null) return undefined;
    const timer = window.setTimeout(
      () => endSession('expired'),
      Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [auth.isLoggedIn, token, endSession]);

  // Other tabs: a login or a logout there happens here too.
  const followStoredToken = useSetAtom(followStoredTokenAtom);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      void followStoredToken(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', onStorage);
    // A login in another tab while this page was still starting (the token was read when the
    // module loaded, the listener comes with the first render): follow it now.
    const stored = readStoredToken();
    if (stored !== null) void followStoredToken(stored);
    return () => window.removeEventListener('storage', onStorage);
  }, [followStoredToken]);

  return auth;
}

/** setTimeout's longest delay (about 24.8 days); a token lives 2 hours. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
