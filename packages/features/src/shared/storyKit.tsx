/**
 * Story helpers every feature's stories share (not shipped): a logged-in session in the story's own
 * store, and MSW handlers that answer, fail, slow down or count one endpoint of a path table
 * (`playerPaths`, `adminPaths`) at a time, put before the mock's happy path. A story's token is
 * signed by the function it passes in (the mock's `signToken`), so nothing here needs the mock.
 */
import { useStore } from 'jotai';
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { apiUrl } from './api/endpoints';
import { tokenAtom } from './session/token';
import { sessionUserAtom, type SessionUser } from './session/user';

/** Signs a token for a user id and role (the mock's `signToken`). */
export type Sign = (id: string, role: 'player' | 'admin') => Promise<string>;

interface SessionLoaded {
  sessionToken?: string;
}

function Session({ token, user, children }: { token?: string; user: SessionUser; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    if (token) store.set(tokenAtom, token);
    if (!store.get(sessionUserAtom)) store.set(sessionUserAtom, user);
    return true;
  });
  return children;
}

/**
 * `...storySession(signToken, user)` in a meta: a loader that signs the user's token and a
 * decorator that logs the user in in the story's own store (a user hydrated through
 * `parameters.jotai` wins).
 */
export function storySession(sign: Sign, user: SessionUser) {
  const loader = async (): Promise<SessionLoaded> => ({
    sessionToken: await sign(user.id, user.role === 'admin' ? 'admin' : 'player'),
  });
  const decorator: Decorator = (Story, context) => (
    <Session token={(context.loaded as SessionLoaded).sessionToken} user={user}>
      <Story />
    </Session>
  );
  return { loaders: [loader], decorators: [decorator] };
}

type PathTable = Readonly<Record<string, string | ((...ids: never[]) => string)>>;

/** MSW handler builders for one path table: `pattern(key)` fills every path parameter with `:id`. */
export function endpointHandlers<P extends PathTable>(paths: P) {
  type Key = keyof P & string;
  const pattern = (key: Key): string => {
    const path = paths[key] as string | ((...ids: string[]) => string);
    return apiUrl('*', typeof path === 'function' ? path(':id', ':id', ':id') : path);
  };
  return {
    /** The MSW pattern of a path (any host, `:id` for its parameters). */
    pattern,
    /** GET `key` answers `body` (status 200). */
    getReturns: (key: Key, body: JsonBodyType): HttpHandler =>
      http.get(pattern(key), () => HttpResponse.json(body)),
    /** GET `key` answers `status` with `body`. */
    getFails: (key: Key, status: number, body: JsonBodyType): HttpHandler =>
      http.get(pattern(key), () => HttpResponse.json(body, { status })),
    /** POST `key` answers `status` with `body` (a refusal of the server). */
    postFails: (key: Key, status: number, body: JsonBodyType): HttpHandler =>
      http.post(pattern(key), () => HttpResponse.json(body, { status })),
    /** GET `key` fails `times` times with a 500, then lets the next handler answer. */
    getFailsThenRecovers: (key: Key, times = 1): HttpHandler => {
      let failures = 0;
      return http.get(pattern(key), () => {
        if (failures >= times) return undefined;
        failures += 1;
        return HttpResponse.json({ message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }, { status: 500 });
      });
    },
    /** GET `key` answers after `ms` (a slow network), through the next handler. */
    slowGet: (key: Key, ms: number): HttpHandler =>
      http.get(pattern(key), async () => {
        await delay(ms);
        return undefined;
      }),
    /**
     * Counts the requests of a write (POST, or PUT with `method`), then lets the next handler answer.
     * `hold()` keeps the answers back until `release()`: a story can act while the call is in flight
     * without racing the server.
     */
    countRequests: (key: Key, method: 'post' | 'put' = 'post') => {
      let keys: string[] = [];
      let gate: Promise<void> | null = null;
      let open = () => {};
      const release = () => {
        open();
        gate = null;
      };
      return {
        handler: http[method](pattern(key), async ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key') ?? '');
          if (gate) await gate;
          return undefined;
        }),
        count: () => keys.length,
        /** The `Idempotency-Key` header of each request, in order. */
        keys: () => [...keys],
        hold: () => {
          gate = new Promise<void>((resolve) => {
            open = resolve;
          });
        },
        release,
        reset: () => {
          keys = [];
          release();
        },
      };
    },
    /** Counts the GET requests of an endpoint, then lets the next handler answer them. */
    countGets: (key: Key) => {
      let count = 0;
      return {
        handler: http.get(pattern(key), () => {
          count += 1;
          return undefined;
        }),
        count: () => count,
        reset: () => {
          count = 0;
        },
      };
    },
  };
}

/** Moves the pointer and the focus away and waits for tooltips to close: a stable screenshot. */
export async function settleFocus(timeout = 5000): Promise<void> {
  await userEvent.hover(document.body);
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(document.querySelector('[role="tooltip"]')).toBeNull(), { timeout });
  // A tooltip still in its enter delay would open after the check: look again a moment later.
  await new Promise((resolve) => setTimeout(resolve, 250));
  await waitFor(() => expect(document.querySelector('[role="tooltip"]')).toBeNull(), { timeout });
}

/**
 * Closes the open snackbars (their × button) once no dialog is left (a dialog still fading out
 * hides the page from the accessibility tree), waits until they are gone, and settles the focus:
 * a stable screenshot after a play that notified something.
 */
export async function dismissSnackbars(timeout = 5000): Promise<void> {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout });
  for (const snackbar of document.querySelectorAll<HTMLElement>('.MuiSnackbar-root')) {
    const close = within(snackbar).queryByRole('button', { name: 'Close', hidden: true });
    if (close) await userEvent.click(close);
  }
  await waitFor(() => expect(document.querySelector('.MuiSnackbar-root')).toBeNull(), { timeout });
  await settleFocus(timeout);
}
