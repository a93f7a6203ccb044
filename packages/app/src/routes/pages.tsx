import type { RouteDefinition } from '@pp/features/routes';
import { LoadingBar } from '@pp/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, useLocation } from 'react-router-dom';

import { RoleGuard } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * A route's page, made once per route: its screen loads on demand (the loading bar meanwhile),
 * an error stays inside the page, and a route with roles checks the role first (403 for others).
 */
export function pageOf(route: Pick<RouteDefinition, 'screen' | 'roles'>): ComponentType {
  const Screen = lazy(async () => ({ default: await route.screen() }));
  function Page() {
    const { pathname } = useLocation();
    return (
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<LoadingBar />}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  const { roles } = route;
  if (!roles) return Page;
  return function RestrictedPage() {
    return (
      <RoleGuard roles={roles}>
        <Page />
      </RoleGuard>
    );
  };
}

/** The `<Route>` elements of a list of route definitions. */
export const routeElements = (routes: readonly RouteDefinition[]) =>
  routes.map((route) => <Route key={route.path} path={route.path} Component={pageOf(route)} />);
