import { createBrowserRouter, type RouteObject } from 'react-router';
import { noteNavigation } from '../lib/background-fetch';
import { englishPrefix } from '@theatre/contracts/shop-routes';
import { routePatterns, type RouteName } from '../config/paths';
import type { RouteHandle } from './route-handle';
import { BootFallback } from './boot-fallback';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** The shop's pages: each route's pattern name, title and module (all lazy). */
const shopPages: { name: RouteName; title: RouteHandle['title']; lazy: RouteObject['lazy'] }[] = [
  { name: 'home', title: 'pages.home', lazy: () => import('./routes/home') },
  { name: 'event', title: 'pages.event', lazy: () => import('./routes/event') },
  { name: 'eventInfo', title: 'pages.event', lazy: () => import('./routes/event') },
  { name: 'preview', title: 'pages.preview', lazy: () => import('./routes/preview') },
  { name: 'document', title: 'pages.document', lazy: () => import('./routes/document') },
  { name: 'login', title: 'pages.login', lazy: () => import('./routes/login') },
  { name: 'register', title: 'pages.register', lazy: () => import('./routes/register') },
  { name: 'magicLink', title: 'pages.magic_link', lazy: () => import('./routes/magic-link') },
  {
    name: 'forgotPassword',
    title: 'pages.forgot_password',
    lazy: () => import('./routes/forgot-password'),
  },
  {
    name: 'resetPassword',
    title: 'pages.reset_password',
    lazy: () => import('./routes/reset-password'),
  },
  {
    name: 'performanceMove',
    title: 'pages.performance_move',
    lazy: () => import('./routes/performance-move'),
  },
  {
    name: 'refundBankDetails',
    title: 'pages.refund_bank_details',
    lazy: () => import('./routes/refund-bank-details'),
  },
  { name: 'verifyEmail', title: 'pages.verify_email', lazy: () => import('./routes/verify-email') },
  { name: 'cart', title: 'pages.cart', lazy: () => import('./routes/cart') },
  {
    name: 'eraseAccount',
    title: 'pages.erase_account',
    lazy: () => import('./routes/erase-account'),
  },
  { name: 'profile', title: 'pages.profile', lazy: () => import('./routes/profile') },
  { name: 'paymentReturn', title: 'pages.payment', lazy: () => import('./routes/payment-return') },
  {
    name: 'paymentPending',
    title: 'pages.payment',
    lazy: () => import('./routes/payment-pending'),
  },
  {
    name: 'paymentSuccess',
    title: 'pages.payment',
    lazy: () => import('./routes/payment-success'),
  },
  { name: 'notFound', title: 'pages.not_found', lazy: () => import('./routes/not-found') },
];

/**
 * The shop's pages at their Hungarian addresses (`/cart`), or nested under the English prefix
 * (decision 0061: `/en/cart`), where paths are relative and the home page is the index.
 */
function shopRoutes(nested: boolean): RouteObject[] {
  return shopPages.map(({ name, title, lazy }) => {
    const pattern: string = routePatterns[name];
    const route = { handle: handle(title), lazy };
    if (!nested) return { ...route, path: pattern };
    if (pattern === '/') return { ...route, index: true };
    return { ...route, path: pattern.replace(/^\//, '') };
  });
}

/**
 * Every page is lazy. To add a page: its pattern and builder in src/config/paths.ts, a module in
 * src/app/routes/ exporting `Component`, and an entry in `shopPages`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: BootFallback,
    children: [
      { errorElement: <RouteError />, children: shopRoutes(false) },
      { path: englishPrefix, errorElement: <RouteError />, children: shopRoutes(true) },
    ],
  },
  {
    // The back office: one entry for all of it (it routes within its own chunk).
    path: '/admin/*',
    errorElement: <RouteError />,
    HydrateFallback: BootFallback,
    lazy: () => import('./routes/admin-entry'),
  },
];

/**
 * The app's router. Every change of location is noted as the user's (lib/background-fetch): the
 * loads a newly opened page starts are their activity, its polls later on are not.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  let shown = router.state.location.key;
  noteNavigation();
  router.subscribe((state) => {
    if (state.location.key === shown) return;
    shown = state.location.key;
    noteNavigation();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
