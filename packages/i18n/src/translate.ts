import { en } from './locales/en/index.js';
import { hu } from './locales/hu/index.js';
import { fallbackLocale, type Locale } from './locales.js';

export const catalogs = { hu, en } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, e.g. `errors.not_found`. */
export type MessageKey = Leaves<typeof hu>;

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): key is MessageKey {
  return lookup(hu, key) !== undefined;
}

/** Translate a key for the server side (e-mails, PDFs, API messages); `{{name}}` is replaced by params. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = lookup(catalogs[locale], key) ?? lookup(catalogs[fallbackLocale], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
