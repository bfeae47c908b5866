import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountMenu } from '../features/account/components/account-menu';
import { CartHeaderButton } from '../features/cart/components/cart-header-button';
import { AppFrame } from '../features/layout/components/app-frame';
import { DocumentTitle } from './document-title';
import { FocusMainOnNavigate } from './focus-main-on-navigate';

// Shown in the phone drawer only, which is itself loaded on demand.
const AccountDrawerSection = lazy(
  () => import('../features/account/components/account-drawer-section'),
);

const drawerSection = (close: () => void) => (
  <Suspense fallback={null}>
    <AccountDrawerSection onNavigate={close} />
  </Suspense>
);

const headerActions = (
  <>
    <AccountMenu />
    <CartHeaderButton />
  </>
);

/** The frame around every page, with the account menu and the cart with its countdown. */
export function RootLayout() {
  return (
    <AppFrame headerActions={headerActions} drawerSection={drawerSection}>
      <DocumentTitle />
      <FocusMainOnNavigate />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
