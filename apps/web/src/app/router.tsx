import { createBrowserRouter, type RouteObject } from 'react-router';
import { noteNavigation } from '../lib/background-fetch';
import { routePatterns } from '../config/paths';
import type { RouteHandle } from './route-handle';
import { BootFallback } from './boot-fallback';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/**
 * Every page is lazy. To add a page: its pattern and builder in src/config/paths.ts, a module in
 * src/app/routes/ exporting `Component`, and an entry here.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: BootFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: routePatterns.home,
            handle: handle('pages.home'),
            lazy: () => import('./routes/home'),
          },
          {
            path: routePatterns.event,
            handle: handle('pages.event'),
            lazy: () => import('./routes/event'),
          },
          {
            path: routePatterns.eventInfo,
            handle: handle('pages.event'),
            lazy: () => import('./routes/event'),
          },
          {
            path: routePatterns.preview,
            handle: handle('pages.preview'),
            lazy: () => import('./routes/preview'),
          },
          {
            path: routePatterns.document,
            handle: handle('pages.document'),
            lazy: () => import('./routes/document'),
          },
          {
            path: routePatterns.login,
            handle: handle('pages.login'),
            lazy: () => import('./routes/login'),
          },
          {
            path: routePatterns.register,
            handle: handle('pages.register'),
            lazy: () => import('./routes/register'),
          },
          {
            path: routePatterns.magicLink,
            handle: handle('pages.magic_link'),
            lazy: () => import('./routes/magic-link'),
          },
          {
            path: routePatterns.forgotPassword,
            handle: handle('pages.forgot_password'),
            lazy: () => import('./routes/forgot-password'),
          },
          {
            path: routePatterns.resetPassword,
            handle: handle('pages.reset_password'),
            lazy: () => import('./routes/reset-password'),
          },
          {
            path: routePatterns.performanceMove,
            handle: handle('pages.performance_move'),
            lazy: () => import('./routes/performance-move'),
          },
          {
            path: routePatterns.refundBankDetails,
            handle: handle('pages.refund_bank_details'),
            lazy: () => import('./routes/refund-bank-details'),
          },
          {
            path: routePatterns.verifyEmail,
            handle: handle('pages.verify_email'),
            lazy: () => import('./routes/verify-email'),
          },
          {
            path: routePatterns.cart,
            handle: handle('pages.cart'),
            lazy: () => import('./routes/cart'),
          },
          {
            path: routePatterns.eraseAccount,
            handle: handle('pages.erase_account'),
            lazy: () => import('./routes/erase-account'),
          },
          {
            path: routePatterns.profile,
            handle: handle('pages.profile'),
            lazy: () => import('./routes/profile'),
          },
          {
            path: routePatterns.paymentReturn,
            handle: handle('pages.payment'),
            lazy: () => import('./routes/payment-return'),
          },
          {
            path: routePatterns.paymentPending,
            handle: handle('pages.payment'),
            lazy: () => import('./routes/payment-pending'),
          },
          {
            path: routePatterns.paymentSuccess,
            handle: handle('pages.payment'),
            lazy: () => import('./routes/payment-success'),
          },
          {
            path: routePatterns.notFound,
            handle: handle('pages.not_found'),
            lazy: () => import('./routes/not-found'),
          },
        ],
      },
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
