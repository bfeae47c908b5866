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

const patternSegments = Object.entries(shopPagePatterns).map(
  ([name, pattern]) =>
    [name as ShopPageName, pattern.toLowerCase().split('/').filter(Boolean)] as const,
);

export type ShopPageName = keyof typeof shopPagePatterns;

/**
 * Decision 0061: every page has an address per language. Hungarian, the default, at the root;
 * English under `/en` (`/en/events/bank-ban`, the home page at `/en/`).
 */
export const pageLocales = ['hu', 'en'] as const;
export type PageLocale = (typeof pageLocales)[number];
export const englishPrefix = '/en';

/**
 * The language of an address and the page's path without the language (pure): `/en/cart` is
 * English `/cart`, `/en` and `/en/` the English home page, anything else Hungarian as it is.
 */
export function pageLocaleOf(pathname: string): { locale: PageLocale; path: string } {
  const lower = pathname.toLowerCase();
  if (lower === englishPrefix || lower === `${englishPrefix}/`) return { locale: 'en', path: '/' };
  if (lower.startsWith(`${englishPrefix}/`)) {
    return { locale: 'en', path: pathname.slice(englishPrefix.length) };
  }
  return { locale: 'hu', path: pathname };
}

/** A page's path (without language) at its address in `locale` (pure): `/cart` → `/en/cart`. */
export function localizedPath(path: string, locale: PageLocale): string {
  if (locale === 'hu') return path;
  return path === '/' ? `${englishPrefix}/` : `${englishPrefix}${path}`;
}

/**
 * Which of the shop's pages a path (without language and query) is, and its parameters (pure),
 * matched as the router matches: letter case of the fixed parts ignored, one trailing slash
 * allowed. Null for the back office and for an address that is no page.
 */
export function matchShopPage(
  path: string,
): { name: ShopPageName; params: Record<string, string> } | null {
  if (path.includes('//')) return null;
  const segments = path.split('/').filter(Boolean);
  for (const [name, pattern] of patternSegments) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment.toLowerCase();
    });
    if (matches) return { name, params };
  }
  return null;
}

/**
 * Whether a path (without its query) is one of the app's pages (pure), matched as the router
 * matches: letter case ignored, one trailing slash allowed; anything under `/admin` is. In either
 * language (decision 0061): `/en/…` is the same page in English.
 */
export function isAppPage(pathname: string): boolean {
  const path = pageLocaleOf(pathname).path;
  const lower = path.toLowerCase();
  if (lower === '/admin' || lower.startsWith('/admin/')) return true;
  return matchShopPage(path) !== null;
}
