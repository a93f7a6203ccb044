import { authAtom, useAuthBootstrap } from '@pp/features/auth-session';
import { LoadingBar, ThemeCustomization } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { buildRoutes } from './routes/routes';

/** Until start-up auth is settled only the loading bar shows (spec section 4). */
function Routes() {
  useAuthBootstrap();
  const { isInitialized } = useAtomValue(authAtom);
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  if (!isInitialized) return <LoadingBar />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <ThemeCustomization>
      <Routes />
    </ThemeCustomization>
  );
}
