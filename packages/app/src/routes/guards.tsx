import { authAtom, redirectTarget } from '@pp/features/auth-session';
import { paths } from '@pp/features/paths';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { LazyForbiddenPage } from './lazyPages';

/** The protected area: a guest is sent to /login (replacing history), with where they wanted to go. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAtomValue(authAtom);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={paths.guest.login} replace state={{ from: location }} />;
  return children;
}

/** Guest pages: a logged-in user is sent to the landing page (or back where they were going). */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAtomValue(authAtom);
  const location = useLocation();
  // Right after a login the guard and the login screen agree: back to where the user was going.
  if (isLoggedIn) return <Navigate to={redirectTarget(location.state)} replace />;
  return children;
}

/** A role-restricted page: others see a 403 page, never the data. */
export function RoleGuard({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const { user } = useAtomValue(authAtom);
  if (!user || !roles.includes(user.role)) return <LazyForbiddenPage />;
  return children;
}
