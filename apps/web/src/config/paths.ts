// The subpath, not the package's index: the first load carries no zod schema.
import { localizedPath, pageLocaleOf, shopPagePatterns } from '@theatre/contracts/shop-routes';
import { currentLocale } from '../lib/i18n';

/**
 * The typed route table. `pattern` is what the router matches; the builders make links.
 * To add a page: the pattern in @theatre/contracts' shop-routes.ts (the server answers 404 for
 * an address that matches none), a builder here, then the route in src/app/router.tsx.
 */
export const routePatterns = { ...shopPagePatterns, notFound: '*' } as const;

export type RouteName = keyof typeof routePatterns;

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * A page's address in the language being shown (decision 0061): Hungarian at the root, English
 * under `/en`. Builders call it when a link is made, so a link follows a change of language.
 */
const at = (path: string): string => localizedPath(path, currentLocale());

export const paths = {
  home: (): string => at('/'),
  /** `url` is the event's slug (`event_data.url`); the numeric id works too. */
  event: (url: string | number): string => at(`/events/${segment(url)}`),
  eventInfo: (url: string | number): string => at(`/events/${segment(url)}/info`),
  preview: (previewId: string): string => at(`/preview/${segment(previewId)}`),
  document: (id: number): string => at(`/documents/${segment(id)}`),
  /** `returnTo`: the page to go back to after signing in (a path of this app, see safeReturnTo). */
  login: (returnTo?: string | null): string => {
    const target = safeReturnTo(returnTo);
    return target
      ? `${at('/login')}?${new URLSearchParams({ next: target }).toString()}`
      : at('/login');
  },
  /** `returnTo`: where signing in goes on once the account is confirmed (kept by the sign-in link). */
  register: (returnTo?: string | null): string => {
    const target = safeReturnTo(returnTo);
    return target
      ? `${at('/register')}?${new URLSearchParams({ next: target }).toString()}`
      : at('/register');
  },
  magicLink: (): string => at('/magic-link'),
  forgotPassword: (): string => at('/forgot-password'),
  resetPassword: (resetToken: string): string => at(`/reset-password/${segment(resetToken)}`),
  verifyEmail: (userId: number | string, confirmToken: string): string =>
    at(`/verify-email/${segment(userId)}/${segment(confirmToken)}`),
  cart: (): string => at('/cart'),
  /** A moved performance's buyer link (decision 0048). */
  performanceMove: (token: string): string => at(`/performance-move/${segment(token)}`),
  /** A refused card refund's bank-details form (decision 0053). */
  refundBankDetails: (token: string): string => at(`/refund-bank-details/${segment(token)}`),
  profile: (): string => at('/profile'),
  /** The erasure confirmation link (decision 0054). */
  eraseAccount: (token: string): string => `${at('/erase-account')}?token=${segment(token)}`,
  /** The back office (staff only; it routes within its own chunk). */
  admin: (): string => '/admin',
  paymentPending: (orderId: number): string =>
    `${at('/payment/pending')}?order=${segment(orderId)}`,
  paymentSuccess: (orderId: number): string =>
    `${at('/payment/success')}?order=${segment(orderId)}`,
} as const;

/** Pages a visitor is never sent back to after signing in (they are part of signing in). */
const signInPages = [
  '/login',
  '/register',
  '/magic-link',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/**
 * A path to return to after signing in, or null (pure). Only a path of this app is accepted: it
 * starts with one '/', has no backslash or scheme (no open redirect to another site), and is not
 * one of the sign-in pages themselves.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  for (let index = 0; index < value.length; index += 1) {
    if (value.charCodeAt(index) < 32) return null;
  }
  // In either language: `/en/login` is a sign-in page too.
  const pathname = pageLocaleOf(value.split(/[?#]/, 1)[0] ?? '').path;
  if (signInPages.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return null;
  }
  return value;
}

/** docs/product.md §2: the checkout links documents 10, 11 and 12. */
export const documentIds = {
  privacyNotice: 10,
  generalTerms: 11,
  dataTransfer: 12,
} as const;
