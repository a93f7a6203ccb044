import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';

import { LoadingBar } from '@pp/ui';

import { AuthGuard, GuestGuard, RoleGuard } from './guards';
import { LazyNotFoundPage } from './lazyPages';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type Screen = () => Promise<ComponentType>;

/** One route of the routing table: a path, the screen it loads on demand, who may see it. */
export interface AppRoute {
  path: string;
  screen: Screen;
  /** Roles allowed (absent: every logged-in user). */
  roles?: readonly string[];
}

const auth = () => import('@pp/features/auth');
const loginRoute = () => import('@pp/features/auth/login');
const player = () => import('@pp/features/player');
const ecommerce = () => import('@pp/features/ecommerce');
const customer = () => import('@pp/features/customer');

/** Guest routes (spec section 2): logged-in users are sent to the landing page. */
export const guestRoutes: AppRoute[] = [
  { path: '/login', screen: async () => (await loginRoute()).LoginScreen },
  { path: '/register', screen: async () => (await auth()).RegisterScreen },
  { path: '/forgot', screen: async () => (await auth()).ForgotScreen },
];

/**
 * The protected area, in the main layout. The one routing table: a feature's screens join here
 * with their menu items in navigation.ts.
 */
export const protectedRoutes: AppRoute[] = [
  { path: '/dashboard/analytics', screen: async () => (await player()).PlayerHomeScreen },
  { path: '/dashboard/play', screen: async () => (await player()).GameLobbyScreen },
  { path: '/player/deposit', screen: async () => (await player()).DepositScreen },
  { path: '/player/withdraw', screen: async () => (await player()).WithdrawScreen },
  { path: '/player/history', screen: async () => (await player()).HistoryScreen },
  { path: '/e-commerce/products', screen: async () => (await ecommerce()).ProductsScreen },
  { path: '/e-commerce/product-details/:id', screen: async () => (await ecommerce()).ProductDetailsScreen },
  { path: '/e-commerce/product-list', screen: async () => (await ecommerce()).ProductListScreen },
  { path: '/e-commerce/checkout', screen: async () => (await ecommerce()).CheckoutScreen },
  { path: '/customer/customer-list', screen: async () => (await customer()).CustomerListScreen },
  { path: '/customer/order-list', screen: async () => (await customer()).OrderListScreen },
  { path: '/customer/create-invoice', screen: async () => (await customer()).CreateInvoiceScreen },
  { path: '/customer/order-details', screen: async () => (await customer()).OrderDetailsScreen },
  { path: '/customer/product', screen: async () => (await customer()).ProductScreen },
  { path: '/customer/product-review', screen: async () => (await customer()).ProductReviewScreen },
];

/**
 * A route's page, made once per route: its screen loads on demand (the loading bar meanwhile),
 * an error stays inside the page, and a restricted page checks the role first.
 */
function pageOf(route: AppRoute): ComponentType {
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

const routesOf = (routes: AppRoute[]) =>
  routes.map((route) => <Route key={route.path} path={route.path} Component={pageOf(route)} />);
const guestRouteElements = routesOf(guestRoutes);
const protectedRouteElements = routesOf(protectedRoutes);

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

/** The route tree: guest pages, and the protected area in the main layout (404 inside it). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard/analytics" replace />} />
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
