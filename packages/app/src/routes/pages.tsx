import type { RouteDefinition, ScreenLoader } from '@pp/features/routes';
import { LoadingBar } from '@pp/ui';
import { Suspense, type ComponentType } from 'react';
import { Route, useLocation } from 'react-router-dom';

import { isShellKey } from '../navigation/shellKey';
import { PageShellHandover } from '../shell/pageShell';
import { RoleGuard } from './guards';
import { preloadable, type Preloadable } from './preloadable';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const screens = new Map<ScreenLoader, Preloadable<object>>();

/** A route's screen as one lazily loaded component, shared by its page and `preloadScreen`. */
function screenOf(loader: ScreenLoader): Preloadable<object> {
  let screen = screens.get(loader);
  if (!screen) {
    screen = preloadable<object>(loader);
    screens.set(loader, screen);
  }
  return screen;
}

/** Starts loading a route's screen (before the first render, or with the layout around it). */
export const preloadScreen = (route: Pick<RouteDefinition, 'screen'>) => screenOf(route.screen).preload();

/**
 * A route's page, made once per route: its screen loads on demand (the loading bar meanwhile),
 * an error stays inside the page, and a route with roles checks the role first (403 for others).
 */
export function pageOf(route: Pick<RouteDefinition, 'screen' | 'roles' | 'titleKey'>): ComponentType {
  const Screen = screenOf(route.screen).Component;
  // The player's pages are Thai (their titles are Thai copy, not keys of the shell's catalogue).
  const locale = isShellKey(route.titleKey) ? undefined : 'th';
  function Page() {
    const { pathname } = useLocation();
    return (
      <RouteErrorBoundary key={pathname} locale={locale}>
        <Suspense fallback={<LoadingBar />}>
          <Screen />
          {/* The screen is drawn: a prerendered shell of this page, if any, goes (decision 0028). */}
          <PageShellHandover />
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
