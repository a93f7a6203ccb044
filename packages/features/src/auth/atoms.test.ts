import { createStore } from 'jotai';
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { accountScenarios, DEMO_PLAYER_ID, demoLogins, resetMockState, signToken } from '@pp/mocks';
import { accountHandlers } from '@pp/mocks/handlers/account';
import { updateUser } from '@pp/mocks/services/playerService';

import { apiConfigAtom, defaultApiConfig } from '../shared/api/config';
import { accountPaths } from '../shared/api/endpoints';
import { clientsAtom } from '../shared/api/http';
import { ACCOUNT_DISABLED, ApiError } from '../shared/api/errors';
import { TOKEN_STORAGE_KEY, tokenAtom, unauthorizedHandlerAtom } from '../shared/session/token';
import { sessionUserAtom } from '../shared/session/user';
import {
  authAtom,
  endSessionAtom,
  followStoredTokenAtom,
  handleUnauthorizedAtom,
  initAuthAtom,
  initialAuthState,
  logoutAtom,
  navigateTopAtom,
  sessionEndAtom,
} from './atoms';
import { loginWriteAtom, registerWriteAtom, startSessionAtom } from './actions';
import { copy } from './copy';
import type { LoginRequest, RegisterInput, User } from './types';

type Store = ReturnType<typeof createStore>;

/** What the login screen does: the login write (one action, its own idempotency key), then the session it answered with. */
async function logIn(store: Store, credentials: LoginRequest): Promise<User> {
  const response = await store
    .get(loginWriteAtom)
    .mutateAsync({ input: credentials, idempotencyKey: 'login-1' });
  return store.set(startSessionAtom, response);
}

/** What the register screen does: the register write. */
const registerWith = (store: Store, input: RegisterInput) =>
  store.get(registerWriteAtom).mutateAsync({ input, idempotencyKey: 'register-1' });

/** A Storage in memory (Node has no localStorage). */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** The mock backend behind the API clients: every request is answered by these MSW handlers, in process. */
let handlers: RequestHandler[] = accountHandlers;
const sent: SentRequest[] = [];

const mockBackend: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = await request.clone().text();
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    authorization: request.headers.get('Authorization'),
    body: body === '' ? undefined : JSON.parse(body),
  });
  if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  const response = await getResponse(handlers, request);
  if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
};

let navigated: string[];

function freshStore() {
  const store = createStore();
  navigated = [];
  store.set(navigateTopAtom, { assign: (url) => void navigated.push(url) });
  store.set(apiConfigAtom, { ...defaultApiConfig, externalSiteUrl: 'https://site.example/' });
  // What useAuthBootstrap installs.
  store.set(unauthorizedHandlerAtom, { handle: (body) => store.set(handleUnauthorizedAtom, body) });
  return store;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unsignedToken = (payload: unknown) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.forged`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  vi.stubGlobal('fetch', mockBackend);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  handlers = accountHandlers;
  sent.length = 0;
  resetMockState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authAtom', () => {
  it('starts logged out and not initialised', () => {
    expect(createStore().get(authAtom)).toEqual(initialAuthState);
  });

  it('keeps the shared session user in step, and is never logged in without a user', () => {
    const store = createStore();
    store.set(authAtom, { isLoggedIn: true, isInitialized: true, user: null });
    expect(store.get(authAtom)).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
  });
});

describe('initAuthAtom (start-up)', () => {
  it('without a token: logged out and initialised, no request', async () => {
    const store = freshStore();
    await store.set(initAuthAtom);
    expect(store.get(authAtom)).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    expect(sent).toEqual([]);
  });

  it('with an expired token: no request, the token is dropped', async () => {
    const store = freshStore();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    store.set(tokenAtom, unsignedToken({ sub: DEMO_PLAYER_ID, exp: nowSeconds() - 60 }));
    await store.set(initAuthAtom);
    expect(sent).toEqual([]);
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get(authAtom)).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    expect(info).not.toHaveBeenCalled();
  });

  it('with a malformed token: no request, logged out', async () => {
    const store = freshStore();
    store.set(tokenAtom, 'not-a-jwt');
    await store.set(initAuthAtom);
    expect(sent).toEqual([]);
    expect(store.get(authAtom).isLoggedIn).toBe(false);
    expect(store.get(authAtom).isInitialized).toBe(true);
  });

  it('with a valid token: fetches the account with the bearer token and logs in', async () => {
    const store = freshStore();
    const token = await signToken(DEMO_PLAYER_ID, 'player');
    store.set(tokenAtom, token);
    await store.set(initAuthAtom);
    expect(sent).toEqual([
      { method: 'GET', path: '/api/account/me', authorization: `Bearer ${token}`, body: undefined },
    ]);
    const state = store.get(authAtom);
    expect(state.isLoggedIn).toBe(true);
    expect(state.isInitialized).toBe(true);
    expect(state.user).toMatchObject({
      id: DEMO_PLAYER_ID,
      username: '0812345678',
      name: 'สมชาย ใจดี',
      role: 'player',
    });
    expect(store.get(sessionUserAtom)).toBe(state.user);
  });

  it('when /me rejects the token (401): logged out quietly, token dropped, no logout redirect', async () => {
    const store = freshStore();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    store.set(tokenAtom, unsignedToken({ sub: DEMO_PLAYER_ID, role: 'player', exp: nowSeconds() + 3600 }));
    await store.set(initAuthAtom);
    expect(sent.map((request) => request.path)).toEqual(['/api/account/me']);
    expect(store.get(authAtom)).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    expect(store.get(tokenAtom)).toBeNull();
    expect(navigated).toEqual([]);
    expect(info).toHaveBeenCalledOnce();
  });

  it('when /me fails with 500 or the network is down: logged out', async () => {
    for (const scenario of [accountScenarios.meServerError, accountScenarios.networkError]) {
      handlers = scenario;
      const store = freshStore();
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      store.set(tokenAtom, await signToken(DEMO_PLAYER_ID, 'player'));
      await store.set(initAuthAtom);
      expect(store.get(authAtom)).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    }
  });

  it('a cancelled start-up changes nothing', async () => {
    const store = freshStore();
    store.set(tokenAtom, await signToken(DEMO_PLAYER_ID, 'player'));
    const controller = new AbortController();
    controller.abort();
    await store.set(initAuthAtom, controller.signal);
    expect(store.get(authAtom)).toEqual(initialAuthState);
    expect(store.get(tokenAtom)).not.toBeNull();
  });
});

describe('login (loginWriteAtom, then startSessionAtom)', () => {
  it('stores the token and the user', async () => {
    const store = freshStore();
    const user = await logIn(store, demoLogins.player);
    expect(user).toMatchObject({ id: DEMO_PLAYER_ID, role: 'player', credit: 1250.5, bank_name: 'KBANK' });
    expect(store.get(authAtom)).toEqual({ isLoggedIn: true, isInitialized: true, user });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(store.get(tokenAtom));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/account/login', body: demoLogins.player });
  });

  it('logs the admin in with a plain username', async () => {
    const store = freshStore();
    await expect(logIn(store, demoLogins.admin)).resolves.toMatchObject({ role: 'admin' });
  });

  it.each([
    ['an unknown account', { username: '0800000000', password: 'demo1234' }, copy.server.notfound],
    [
      'a wrong password',
      { username: demoLogins.player.username, password: 'nope1234' },
      copy.server.wrongpass,
    ],
    ['the banned account', demoLogins.banned, copy.server.banned],
  ])('rejects %s with its Thai message and stays logged out', async (_, credentials, message) => {
    const store = freshStore();
    await expect(logIn(store, credentials)).rejects.toMatchObject({ status: 400, message });
    expect(store.get(authAtom).isLoggedIn).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('rejects with an ApiError on server and network errors', async () => {
    handlers = accountScenarios.loginServerError;
    const store = freshStore();
    const error: unknown = await logIn(store, demoLogins.player).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Server Error' });
    handlers = accountScenarios.networkError;
    await expect(logIn(freshStore(), demoLogins.player)).rejects.toMatchObject({ status: 0 });
  });
});

describe('registerWriteAtom', () => {
  const input: RegisterInput = {
    username: '0861112222',
    password: 'secret12',
    confirmPassword: 'secret12',
    bank_name: 'SCB',
    book_number: '1234567890',
    book_name: 'มานี มีนา',
    inviterID: '',
  };

  it('stores the user with a random pin as id and does not log in', async () => {
    const store = freshStore();
    const user = await registerWith(store, input);
    const body = sent[0]?.body as { id: string };
    expect(body).toMatchObject(input);
    expect(body.id).toMatch(/^\d{6}$/);
    expect(user).toMatchObject({
      username: input.username,
      name: input.book_name,
      book_name: input.book_name,
    });
    expect(store.get(authAtom).isLoggedIn).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    await expect(logIn(store, { username: input.username, password: input.password })).resolves.toMatchObject(
      {
        username: input.username,
      },
    );
  });

  it('rejects a duplicate with its Thai message', async () => {
    const store = freshStore();
    await expect(registerWith(store, { ...input, username: '0812345678' })).rejects.toMatchObject({
      status: 400,
      message: copy.server.duplicateUsername,
    });
  });
});

describe('logoutAtom', () => {
  it("clears the token and the app's storage (not the browser backend's), resets the state and leaves for the external site", async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    localStorage.setItem('berry-config', '{}');
    localStorage.setItem('mock:users', '[]');
    sessionStorage.setItem('anything', '1');
    store.set(logoutAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(authAtom)).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('mock:users')).toBe('[]');
    localStorage.removeItem('mock:users');
    expect(sessionStorage.length).toBe(0);
    expect(navigated).toEqual(['https://site.example/']);
  });

  it('only logs a failure', () => {
    const store = freshStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.set(navigateTopAtom, {
      assign: () => {
        throw new Error('blocked');
      },
    });
    expect(() => store.set(logoutAtom)).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('a 401 from any call', () => {
  it('ends the session as expired and stays in the app (the guard sends the player to /login)', async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    localStorage.setItem('berry-config', '{}');
    handlers = accountScenarios.meUnauthorized;
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(store.set(initAuthAtom)).resolves.toBeUndefined();
    expect(navigated).toEqual([]);
    expect(store.get(authAtom).isLoggedIn).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get(sessionEndAtom)).toBe('expired');
    // Only the session goes: the player's settings stay.
    expect(localStorage.getItem('berry-config')).toBe('{}');
  });

  it('a login afterwards clears the reason', async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    store.set(endSessionAtom, 'expired');
    await logIn(store, demoLogins.player);
    expect(store.get(sessionEndAtom)).toBeNull();
  });

  it('a call refused because the account was banned ends the session as banned', async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    store.get(unauthorizedHandlerAtom).handle({ message: 'ระงับ', code: ACCOUNT_DISABLED });
    expect(store.get(authAtom).isLoggedIn).toBe(false);
    expect(store.get(sessionEndAtom)).toBe('banned');
    expect(navigated).toEqual([]);
  });

  it('the mock refuses the next call of an account banned mid-session, and the session ends as banned', async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    await updateUser(DEMO_PLAYER_ID, { status: 'banned' });
    await expect(store.get(clientsAtom).demo.get(accountPaths.me)).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionEndAtom)).toBe('banned');
    expect(store.get(authAtom).isLoggedIn).toBe(false);
  });

  it('a banned account found at start-up lands on /login with the banned message', async () => {
    const store = freshStore();
    store.set(handleUnauthorizedAtom, { code: ACCOUNT_DISABLED });
    expect(store.get(sessionEndAtom)).toBe('banned');
    store.set(handleUnauthorizedAtom, { message: 'Invalid Token' });
    expect(store.get(sessionEndAtom)).toBe('banned');
  });

  it('does nothing while logged out', () => {
    const store = freshStore();
    store.set(handleUnauthorizedAtom);
    expect(navigated).toEqual([]);
  });
});

describe('another tab', () => {
  it('logging out there ends the session here, without leaving for the external site', async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    await store.set(followStoredTokenAtom, null);
    expect(store.get(authAtom).isLoggedIn).toBe(false);
    expect(store.get(sessionEndAtom)).toBe('elsewhere');
    expect(navigated).toEqual([]);
  });

  it('logging in there logs in here with the same token', async () => {
    const there = freshStore();
    await logIn(there, demoLogins.player);
    const token = there.get(tokenAtom);
    const here = freshStore();
    here.set(authAtom, { isLoggedIn: false, isInitialized: true, user: null });
    await here.set(followStoredTokenAtom, token);
    expect(here.get(authAtom).isLoggedIn).toBe(true);
    expect(here.get(authAtom).user?.id).toBe(DEMO_PLAYER_ID);
  });

  it('the same token changes nothing', async () => {
    const store = freshStore();
    await logIn(store, demoLogins.player);
    await store.set(followStoredTokenAtom, store.get(tokenAtom));
    expect(store.get(authAtom).isLoggedIn).toBe(true);
    expect(store.get(sessionEndAtom)).toBeNull();
  });
});
