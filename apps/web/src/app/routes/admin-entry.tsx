import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';

// The back office proper: its frame, pages and Mantine parts. Loaded from here rather than from the
// router, so the shop's first load carries no list of the back office's files to preload.
const BackOffice = lazy(() => import('./admin'));

/** `/admin/*`: a small stop on the way to the back office's own chunk. */
export function Component() {
  return (
    <Suspense fallback={<PageLoader />}>
      <BackOffice />
    </Suspense>
  );
}
