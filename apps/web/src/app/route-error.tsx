import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';

const RouteErrorPage = lazy(() => import('./route-error-page'));

/** The router's error element; the page itself loads only when an error happens. */
export function RouteError() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RouteErrorPage />
    </Suspense>
  );
}
