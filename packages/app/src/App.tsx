import { authAtom, useAuthBootstrap } from '@pp/features/auth-session';
import { LoadingBar, ThemeCustomization } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { BrowserRouter } from 'react-router-dom';

import { RouteErrorBoundary } from './routes/RouteErrorBoundary';
import { AppRoutes } from './routes/routes';

/** Until start-up auth is settled (the stored token checked) only the loading bar shows. */
function Routes() {
  useAuthBootstrap();
  const { isInitialized } = useAtomValue(authAtom);
  if (!isInitialized) return <LoadingBar />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App() {
  return (
    <ThemeCustomization>
      {/* The root boundary: whatever fails outside a page still ends on the failure page. */}
      <RouteErrorBoundary>
        <Routes />
      </RouteErrorBoundary>
    </ThemeCustomization>
  );
}
