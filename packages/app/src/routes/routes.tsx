import { LANDING_PATH, routes } from '@pp/features/routes';
import { LoadingBar } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';

import { authAtom } from '@pp/features/auth-session';
import { AuthGuard, GuestGuard } from './guards';
import { LazyNotFoundPage } from './lazyPages';
import { preloadScreen, routeElements } from './pages';
import { preloadable } from './preloadable';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Guest pages (login, register, forgot): logged-in users are sent to the landing page. */
const guestRoutes = routes.filter((route) => route.area === 'guest');
/** The protected area, in the main layout. */
const protectedRoutes = routes.filter((route) => route.area === 'protected');
/** Public pages (the template's status pages): everyone, no layout around them. */
const publicRoutes = routes.filter((route) => route.area === 'public');

const guestRouteElements = routeElements(guestRoutes);
const protectedRouteElements = routeElements(protectedRoutes);
const publicRouteElements = routeElements(publicRoutes);

const { Component: AppLayout, preload: preloadAppLayout } = preloadable(
  async () => (await import('../layout/AppLayout')).AppLayout,
);

const { Component: PublicArea, preload: preloadPublicArea } = preloadable(
  async () => (await import('./PublicArea')).PublicArea,
);

const routeAt = (pathname: string) => routes.find((route) => matchPath(route.path, pathname));

/**
 * Loads what the first render of `pathname` needs (its screen, and the main layout in the
 * protected area), so that render shows the page at once. A role-restricted screen loads only for
 * a `role` it allows (a player opening `/admin/...` never downloads the back office; before the
 * session is known, it waits for the render). Settles, never rejects: a chunk that failed to load
 * is loaded again, with its error shown, when the page renders.
 */
export async function preloadPage(pathname: string, role?: string): Promise<void> {
  const route = routeAt(pathname === '/' ? LANDING_PATH : pathname);
  if (!route) return;
  const allowed = !route.roles || (role !== undefined && route.roles.some((candidate) => candidate === role));
  await Promise.all([
    allowed ? preloadScreen(route) : undefined,
    route.area === 'protected' ? preloadAppLayout() : undefined,
    route.area === 'public' ? preloadPublicArea() : undefined,
  ]).catch(() => undefined);
}

/**
 * The protected area: the main layout is its own chunk (guests never load it). The page's screen
 * starts loading together with the layout, not after it.
 */
function ProtectedArea() {
  const { pathname } = useLocation();
  const role = useAtomValue(authAtom).user?.role;
  useEffect(() => {
    void preloadPage(pathname, role);
  }, [pathname, role]);
  return (
    <AuthGuard>
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingBar />}>
          <AppLayout>
            <Outlet />
          </AppLayout>
        </Suspense>
      </RouteErrorBoundary>
    </AuthGuard>
  );
}

/**
 * The route tree, built from the feature route registry (`@pp/features/routes`): guest pages,
 * public pages, and the protected area in the main layout (404 inside it).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={LANDING_PATH} replace />} />
      <Route
        element={
          <GuestGuard>
            <Outlet />
          </GuestGuard>
        }
      >
        {guestRouteElements}
      </Route>
      <Route
        element={
          <Suspense fallback={<LoadingBar />}>
            <PublicArea />
          </Suspense>
        }
      >
        {publicRouteElements}
      </Route>
      <Route element={<ProtectedArea />}>
        {protectedRouteElements}
        <Route path="*" element={<LazyNotFoundPage />} />
      </Route>
    </Routes>
  );
}
