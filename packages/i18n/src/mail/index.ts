import { fallbackLocale, type Locale } from '../locales.js';
import { en } from './en.js';
import { hu } from './hu.js';

/**
 * The e-mail catalogue: the texts of the messages the shop sends, and of the development mailbox.
 * Server only, so it is a subpath of its own (`@theatre/i18n/mail`) that the web app never imports.
 */
export const mailCatalogs = { hu, en } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the e-mail catalogue, e.g. `magic_link.subject`. */
export type MailMessageKey = Leaves<typeof hu>;

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** An e-mail text in the given language; `{{name}}` is replaced by params. The result is plain text. */
export function translateMail(
  locale: Locale,
  key: MailMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text =
    lookup(mailCatalogs[locale], key) ?? lookup(mailCatalogs[fallbackLocale], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
