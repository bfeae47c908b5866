import { timeZone } from './calendar-day.js';
import type { Locale } from './locales.js';

const priceFormat = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 0 });

/** Prices are whole forints, formatted the Hungarian way in every language: `12 900 Ft`. */
export function formatPrice(forints: number): string {
  return `${priceFormat.format(forints)} Ft`;
}

const intlLocale = (locale: Locale) => (locale === 'hu' ? 'hu-HU' : 'en-GB');
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one way to format an instant for people: in Budapest time, in the language's conventions
 * (`hu-HU`, `en-GB`), with the given fields. Formatters are made once per locale and options.
 */
export function budapestDateFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, ...options });
    dateTimeFormats.set(key, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Numbers in the language's conventions (`12 345,6` / `12,345.6`), made once per options. */
export function localeNumberFormat(
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `2026. december 3., csütörtök 19:00` / `Thursday 3 December 2026, 19:00`. */
export function formatDateTime(iso: string | Date, locale: Locale): string {
  return budapestDateFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** `2026. dec. 3.` / `3 Dec 2026`. */
export function formatDate(iso: string | Date, locale: Locale): string {
  return budapestDateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );
}

/** `19:00`. */
export function formatTime(iso: string | Date, locale: Locale): string {
  return budapestDateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The one countdown: a time left as `MM:SS` (docs/product.md §4). Seconds round up, so it reads
 * 00:00 exactly when the time is up and a fresh 10-minute hold reads 10:00; nothing, less than
 * nothing or nonsense left reads 00:00, and minutes go past 59 rather than show hours (`62:05`).
 */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '00:00';
  const seconds = Math.ceil(ms / 1000);
  return `${pad2(Math.floor(seconds / 60))}:${pad2(seconds % 60)}`;
}
