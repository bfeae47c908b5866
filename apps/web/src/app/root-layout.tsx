import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AppFrame } from '../features/layout/components/app-frame';
import { DocumentTitle } from './document-title';
import { FocusMainOnNavigate } from './focus-main-on-navigate';

/** The frame around every page. Later issues put the cart icon and the user menu in `headerActions`. */
export function RootLayout() {
  return (
    <AppFrame headerActions={null}>
      <DocumentTitle />
      <FocusMainOnNavigate />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
