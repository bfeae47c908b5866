// The subpath, not the package's index: the first load carries no zod schema.
import { shopPagePatterns } from '@theatre/contracts/shop-routes';

/**
 * The typed route table. `pattern` is what the router matches; the builders make links.
 * To add a page: the pattern in @theatre/contracts' shop-routes.ts (the server answers 404 for
 * an address that matches none), a builder here, then the route in src/app/router.tsx.
 */
export const routePatterns = { ...shopPagePatterns, notFound: '*' } as const;

export type RouteName = keyof typeof routePatterns;

const segment = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: (): string => '/',
  /** `url` is the event's slug (`event_data.url`); the numeric id works too. */
  event: (url: string | number): string => `/events/${segment(url)}`,
  eventInfo: (url: string | number): string => `/events/${segment(url)}/info`,
  preview: (previewId: string): string => `/preview/${segment(previewId)}`,
  document: (id: number): string => `/documents/${segment(id)}`,
  /** `returnTo`: the page to go back to after signing in (a path of this app, see safeReturnTo). */
  login: (returnTo?: string | null): string => {
    const target = safeReturnTo(returnTo);
    return target ? `/login?${new URLSearchParams({ next: target }).toString()}` : '/login';
  },
  /** `returnTo`: where signing in goes on once the account is confirmed (kept by the sign-in link). */
  register: (returnTo?: string | null): string => {
    const target = safeReturnTo(returnTo);
    return target ? `/register?${new URLSearchParams({ next: target }).toString()}` : '/register';
  },
  magicLink: (): string => '/magic-link',
  forgotPassword: (): string => '/forgot-password',
  resetPassword: (resetToken: string): string => `/reset-password/${segment(resetToken)}`,
  verifyEmail: (userId: number | string, confirmToken: string): string =>
    `/verify-email/${segment(userId)}/${segment(confirmToken)}`,
  cart: (): string => '/cart',
  /** A moved performance's buyer link (decision 0048). */
  performanceMove: (token: string): string => `/performance-move/${segment(token)}`,
  /** A refused card refund's bank-details form (decision 0053). */
  refundBankDetails: (token: string): string => `/refund-bank-details/${segment(token)}`,
  profile: (): string => '/profile',
  /** The erasure confirmation link (decision 0054). */
  eraseAccount: (token: string): string => `/erase-account?token=${segment(token)}`,
  /** The back office (staff only; it routes within its own chunk). */
  admin: (): string => '/admin',
  paymentPending: (orderId: number): string => `/payment/pending?order=${segment(orderId)}`,
  paymentSuccess: (orderId: number): string => `/payment/success?order=${segment(orderId)}`,
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
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
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
