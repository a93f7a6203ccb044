import { sessionUserAtom, type Role, type SessionUser } from '@pp/features';
import type { RouteDefinition } from '@pp/features/routes';
import { renderInDom } from '@pp/ui/testing';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { routeElements } from './pages';
// Loaded up front (the app loads it on demand) so the test does not wait on a lazy chunk.
import './StatusRoutes';

const userWith = (role: Role): SessionUser => ({
  id: '7',
  username: '0812345678',
  name: 'สมชาย ใจดี',
  status: 'active',
  credit: 0,
  book_number: '1234567890',
  bank_name: 'KBANK',
  role,
});

const adminOnly: RouteDefinition = {
  id: 'admin-only',
  path: '/admin/settings',
  area: 'protected',
  titleKey: 'ตั้งค่า',
  roles: ['admin'],
  screen: async () =>
    function Settings() {
      return <h1>Admin settings</h1>;
    },
};

const open: RouteDefinition = { ...adminOnly, id: 'open', path: '/open', roles: undefined };

/** A release later: the chunk this tab was built with is gone from the server. */
const staleChunk: RouteDefinition = {
  ...open,
  id: 'stale',
  path: '/stale',
  titleKey: 'menu.products',
  screen: () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Old-x1.js')),
};
/** A player's page (Thai title) whose screen throws while rendering. */
const broken: RouteDefinition = {
  ...open,
  id: 'broken',
  path: '/broken',
  titleKey: 'ฝากเงิน',
  screen: async () =>
    function Broken(): never {
      throw new Error('TypeError at internal/secret.ts:12 — token abc');
    },
};

function renderRoute(role: Role, path: string) {
  const store = createStore();
  store.set(sessionUserAtom, userWith(role));
  return renderInDom(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routeElements([adminOnly, open, staleChunk, broken])}</Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('routes composed from the registry', () => {
  it('shows the 403 page, never the screen, to a player on a route with roles ["admin"]', async () => {
    const view = renderRoute('player', '/admin/settings');
    await expect.poll(() => view.container.textContent, { timeout: 10_000 }).toContain('Access denied');
    expect(view.container.textContent).not.toContain('Admin settings');
  });

  it('shows the screen to a role the route allows', async () => {
    const view = renderRoute('admin', '/admin/settings');
    await expect.poll(() => view.container.textContent, { timeout: 10_000 }).toContain('Admin settings');
  });

  it('shows a route without roles to every logged-in user', async () => {
    const view = renderRoute('player', '/open');
    await expect.poll(() => view.container.textContent, { timeout: 10_000 }).toContain('Admin settings');
  });

  it("offers to reload when a page's chunk is gone (a new version), in the settings' locale", async () => {
    const view = renderRoute('player', '/stale');
    await expect
      .poll(() => view.container.textContent, { timeout: 10_000 })
      .toContain('A new version is available');
    expect(view.container.querySelector('button')?.textContent).toBe('Reload');
    expect(view.container.textContent).not.toContain('Failed to fetch');
  });

  it("shows a player's page failure in Thai, never the error's own text", async () => {
    const view = renderRoute('player', '/broken');
    await expect.poll(() => view.container.textContent, { timeout: 10_000 }).toContain('เกิดข้อผิดพลาด');
    expect(view.container.querySelector('[lang="th"]')).not.toBeNull();
    expect(view.container.textContent).toContain('โหลดหน้าใหม่');
    expect(view.container.textContent).not.toContain('secret');
  });
});
