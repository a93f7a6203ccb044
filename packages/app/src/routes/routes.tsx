import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';

import { LoadingBar } from '@pp/ui';

import { AuthGuard, GuestGuard, RoleGuard } from './guards';
import { LazyNotFoundPage, LazyRouteErrorPage } from './lazyPages';

type Screen = () => Promise<ComponentType>;

/** One route of the routing table: a path, the screen it loads on demand, who may see it. */
export interface AppRoute {
  path: string;
  screen: Screen;
  /** Roles allowed (absent: any logged-in user). */
  roles?: readonly string[];
}

const auth = () => import('@pp/features/auth');
const player = () => import('@pp/features/player');
const ecommerce = () => import('@pp/features/ecommerce');
const customer = () => import('@pp/features/customer');

/** Guest routes (spec section 2): logged-in users are sent to the landing page. */
export const guestRoutes: AppRoute[] = [
  { path: '/login', screen: async () => (await auth()).LoginScreen },
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

function toRouteObject({ path, screen, roles }: AppRoute): RouteObject {
  return {
    path,
    errorElement: <LazyRouteErrorPage />,
    lazy: async () => {
      const Component = await screen();
      return {
        Component: roles
          ? function Restricted() {
              return (
                <RoleGuard roles={roles}>
                  <Component />
                </RoleGuard>
              );
            }
          : Component,
      };
    },
  };
}

/** The route tree handed to the router. */
export function buildRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/dashboard/analytics" replace /> },
    {
      hydrateFallbackElement: <LoadingBar />,
      element: (
        <GuestGuard>
          <Outlet />
        </GuestGuard>
      ),
      errorElement: <LazyRouteErrorPage />,
      children: guestRoutes.map(toRouteObject),
    },
    {
      hydrateFallbackElement: <LoadingBar />,
      element: (
        <AuthGuard>
          <Outlet />
        </AuthGuard>
      ),
      errorElement: <LazyRouteErrorPage />,
      children: [
        {
          // The main layout (menu, header, settings, i18n) is its own chunk: guests never load it.
          lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
          errorElement: <LazyRouteErrorPage />,
          children: [...protectedRoutes.map(toRouteObject), { path: '*', element: <LazyNotFoundPage /> }],
        },
      ],
    },
  ];
}
