import { LoadingBar } from '@pp/ui';
import { lazy, Suspense } from 'react';

// The status pages carry i18n: they load on demand, so a first visit to /login never pays for them.
const pages = () => import('./StatusRoutes');
const NotFound = lazy(async () => ({ default: (await pages()).NotFoundPage }));
const Forbidden = lazy(async () => ({ default: (await pages()).ForbiddenPage }));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<LoadingBar />}>
      <NotFound />
    </Suspense>
  );
}

export function LazyForbiddenPage() {
  return (
    <Suspense fallback={<LoadingBar />}>
      <Forbidden />
    </Suspense>
  );
}
