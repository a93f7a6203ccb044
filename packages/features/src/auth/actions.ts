/**
 * The auth writes of the guest screens, apart from the auth state so the app's first load (which
 * needs the state for its guards) does not carry the login and register calls.
 */
import { atom } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { tokenAtom } from '../shared/session/token';
import { login, register } from './api/endpoints';
import { authAtom } from './atoms';
import type { LoginRequest, RegisteredUser, RegisterInput, User } from './types';

/** Logs in: stores the token, sets the user. Rejects with the ApiError (400 carries the Thai reason). */
export const loginAtom = atom(
  null,
  async (get, set, credentials: LoginRequest, signal?: AbortSignal): Promise<User> => {
    const { serviceToken, user } = await login(get(clientsAtom).demo, credentials, signal);
    set(tokenAtom, serviceToken);
    set(authAtom, { isLoggedIn: true, isInitialized: true, user });
    return user;
  },
);

/** Registers a player (a random pin as id). It only stores the user: it never logs in. */
export const registerAtom = atom(
  null,
  async (get, _set, input: RegisterInput, signal?: AbortSignal): Promise<RegisteredUser> =>
    register(get(clientsAtom).demo, input, signal),
);
