export const locales = ['hu', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'hu';
export const fallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The locale for a request or a browser: Hungarian when the first language named is Hungarian,
 * English otherwise (docs/product.md §1); no header at all means the default, Hungarian.
 */
export function resolveLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return defaultLocale;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(';')[0]?.split('-')[0] ?? '';
  if (primary === '' || primary === '*') return defaultLocale;
  return primary === 'hu' ? 'hu' : 'en';
}
