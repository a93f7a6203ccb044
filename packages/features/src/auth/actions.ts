/**
 * The auth writes of the guest screens, on the server-state layer (shared/query: one request per
 * action, pending state), apart from the auth state so the app's first load (which needs the state
 * for its guards) does not carry the login and register calls.
 */
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { clientsAtom } from '../shared/api/http';
import { atomWithApiWrite, useWrite, type Write } from '../shared/query/write';
import { tokenAtom } from '../shared/session/token';
import { authAtom, sessionEndAtom } from './atoms';
import type { LoginRequest, LoginResponse, RegisteredUser, RegisterInput, User } from './types';

/**
 * The account calls, loaded apart: their answers are read with yup schemas, which the login page's
 * first paint does without. `preloadAccountCalls` starts the download once the page is shown.
 */
const accountCalls = () => import('./api/endpoints');
export const preloadAccountCalls = (): Promise<unknown> => accountCalls().catch(() => undefined);

/** `POST /api/account/login`. Rejects with the ApiError (400 carries the Thai reason). */
export const loginWriteAtom = atomWithApiWrite<LoginRequest, LoginResponse>((get) => ({
  write: async (credentials) => (await accountCalls()).login(get(clientsAtom).demo, credentials),
}));

/** Starts the session a login answered with: stores the token, sets the user. */
export const startSessionAtom = atom(null, (_get, set, { serviceToken, user }: LoginResponse): User => {
  set(tokenAtom, serviceToken);
  set(authAtom, { isLoggedIn: true, isInitialized: true, user });
  set(sessionEndAtom, null);
  return user;
});

/** Registers a player (a random pin as id). It only stores the account: it never logs in. */
export const registerWriteAtom = atomWithApiWrite<RegisterInput, RegisteredUser>((get) => ({
  write: async (input) => (await accountCalls()).register(get(clientsAtom).demo, input),
}));

/** Logging in from a screen: the login write, then the session it answered with. Resolves with the user. */
export function useLogin(): Write<LoginRequest, User> {
  const write = useWrite(loginWriteAtom);
  const startSession = useSetAtom(startSessionAtom);
  const { run } = write;
  const logIn = useCallback(
    async (credentials: LoginRequest) => startSession(await run(credentials)),
    [run, startSession],
  );
  return { ...write, run: logIn };
}

/** Registering from a screen. */
export function useRegister(): Write<RegisterInput, RegisteredUser> {
  return useWrite(registerWriteAtom);
}
