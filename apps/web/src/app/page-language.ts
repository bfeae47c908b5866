import { localizedPath, pageLocaleOf } from '@theatre/contracts/shop-routes';
import { isLocale, type Locale } from '@theatre/i18n';
import { initialLocale } from '../lib/i18n';

/*
 * The language and the address (decision 0061). An English address (`/en/…`) starts the app in
 * English; an address at the root in the remembered choice, else (docs/product.md §1) in
 * Hungarian when the browser's language is Hungarian and in English otherwise, and the address
 * then moves to that language's. Crawlers get the address's own language: search engines must
 * see the Hungarian pages at their Hungarian addresses. From then on the address follows the
 * language being shown; the back office has one address in both.
 */

/** Search engines and link previews, which must see a page in its address's language. */
const crawlers = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|whatsapp|telegram/i;

const isBackOffice = (path: string): boolean => {
  const lower = path.toLowerCase();
  return lower === '/admin' || lower.startsWith('/admin/');
};

/** The language to start in (pure). */
export function startLocale(
  pathname: string,
  remembered: unknown,
  browserLanguage: string | undefined,
  userAgent: string,
): Locale {
  const { locale, path } = pageLocaleOf(pathname);
  if (locale === 'en') return 'en';
  if (!isBackOffice(path) && !isLocale(remembered) && crawlers.test(userAgent)) return 'hu';
  return initialLocale(remembered, browserLanguage);
}

/**
 * Where the page at `location` is in `locale` (pure), with its query and fragment; null when it
 * is there already. The back office's one address is the one without a language.
 */
export function addressInLocale(
  location: { pathname: string; search: string; hash: string },
  locale: Locale,
): string | null {
  const { locale: addressLocale, path } = pageLocaleOf(location.pathname);
  const target = isBackOffice(path) ? path : localizedPath(path, locale);
  if (target === location.pathname) return null;
  if (!isBackOffice(path) && addressLocale === locale) return null;
  return `${target}${location.search}${location.hash}`;
}
