/**
 * The shop's pages: the patterns the web app's router matches (`:name` is one path segment), and
 * what the server asks before it sends the app. An address that matches none of them, and is not
 * in the back office (which routes within its own chunk), is answered 404 with the app, which
 * shows its not-found page: search engines and link previews see a missing page as missing.
 */
export const shopPagePatterns = {
  home: '/',
  event: '/events/:id',
  eventInfo: '/events/:id/info',
  preview: '/preview/:id',
  document: '/documents/:id',
  login: '/login',
  register: '/register',
  magicLink: '/magic-link',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:reset_token',
  verifyEmail: '/verify-email/:user_id/:confirm_token',
  cart: '/cart',
  profile: '/profile',
  paymentReturn: '/payment/return',
  paymentPending: '/payment/pending',
  paymentSuccess: '/payment/success',
  /** A moved performance's buyer link (decision 0048). */
  performanceMove: '/performance-move/:token',
  /** A refused card refund's bank-details form (decision 0053). */
  refundBankDetails: '/refund-bank-details/:token',
  /** The e-mailed link that confirms an account's erasure (decision 0054): `?token=…`. */
  eraseAccount: '/erase-account',
} as const;

const patternSegments = Object.values(shopPagePatterns).map((pattern) =>
  pattern.toLowerCase().split('/').filter(Boolean),
);

/**
 * Whether a path (without its query) is one of the app's pages (pure), matched as the router
 * matches: letter case ignored, one trailing slash allowed; anything under `/admin` is.
 */
export function isAppPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  if (path.includes('//')) return false;
  const segments = path.split('/').filter(Boolean);
  return patternSegments.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
