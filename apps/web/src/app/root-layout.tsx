import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountMenu } from '../features/account/components/account-menu';
import { CartHeaderButton } from '../features/cart/components/cart-header-button';
import { AppFrame } from '../features/layout/components/app-frame';
import { DocumentTitle } from './document-title';
import { FocusMainOnNavigate } from './focus-main-on-navigate';

// Shown in the phone drawer only, which is itself loaded on demand: its chunk is requested with
// the drawer's (the burger's press), and it has no Suspense boundary of its own, so the drawer
// opens with its account section already in it, read from the stored session, never without it.
const loadAccountDrawerSection = () =>
  import('../features/account/components/account-drawer-section');
const AccountDrawerSection = lazy(loadAccountDrawerSection);

const drawerSection = {
  render: (close: () => void) => <AccountDrawerSection onNavigate={close} />,
  preload: () => {
    void loadAccountDrawerSection();
  },
};

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
