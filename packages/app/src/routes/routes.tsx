import { LANDING_PATH, routes } from '@pp/features/routes';
import { LoadingBar } from '@pp/ui';
import { lazy, Suspense, useEffect } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';

import { AuthGuard, GuestGuard } from './guards';
import { LazyNotFoundPage } from './lazyPages';
import { routeElements } from './pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Guest pages (login, register, forgot): logged-in users are sent to the landing page. */
const guestRoutes = routes.filter((route) => route.area === 'guest');
/** The protected area, in the main layout. */
const protectedRoutes = routes.filter((route) => route.area === 'protected');

const guestRouteElements = routeElements(guestRoutes);
const protectedRouteElements = routeElements(protectedRoutes);

const AppLayout = lazy(async () => ({ default: (await import('../layout/AppLayout')).AppLayout }));

/**
 * The protected area: the main layout is its own chunk (guests never load it). The page's screen
 * starts loading together with the layout, not after it.
 */
function ProtectedArea() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = protectedRoutes.find((candidate) => matchPath(candidate.path, pathname));
    if (route) void route.screen().catch(() => undefined);
  }, [pathname]);
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
 * The route tree, built from the feature route registry (`@pp/features/routes`): guest pages, and
 * the protected area in the main layout (404 inside it).
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
      <Route element={<ProtectedArea />}>
        {protectedRouteElements}
        <Route path="*" element={<LazyNotFoundPage />} />
      </Route>
    </Routes>
  );
}
