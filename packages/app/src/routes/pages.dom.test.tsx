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

function renderRoute(role: Role, path: string) {
  const store = createStore();
  store.set(sessionUserAtom, userWith(role));
  return renderInDom(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routeElements([adminOnly, open])}</Routes>
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
});
