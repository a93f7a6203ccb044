import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { unauthorizedHandlerAtom } from '../shared/session/token';
import { authAtom, handleUnauthorizedAtom, initAuthAtom } from './atoms';
import type { AuthState } from './types';

/**
 * Call once at the top of the app, inside the Jotai provider: installs logout as the answer to any
 * 401 and runs the start-up check of the stored token. Returns the auth state; until
 * `isInitialized` the app shows only the loading bar.
 */
export function useAuthBootstrap(): AuthState {
  const initAuth = useSetAtom(initAuthAtom);
  const handleUnauthorized = useSetAtom(handleUnauthorizedAtom);
  const setUnauthorizedHandler = useSetAtom(unauthorizedHandlerAtom);

  useEffect(() => {
    setUnauthorizedHandler({ handle: () => handleUnauthorized() });
    return () => setUnauthorizedHandler({ handle: () => undefined });
  }, [setUnauthorizedHandler, handleUnauthorized]);

  useEffect(() => {
    const controller = new AbortController();
    void initAuth(controller.signal);
    return () => controller.abort();
  }, [initAuth]);

  return useAtomValue(authAtom);
}
