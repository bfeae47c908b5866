import type { Locale } from './locales.js';

/** The theatre's time zone: every time is stored as an instant and shown in Budapest time. */
export const timeZone = 'Europe/Budapest';

const priceFormat = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 0 });

/** Prices are whole forints, formatted the Hungarian way in every language: `12 900 Ft`. */
export function formatPrice(forints: number): string {
  return `${priceFormat.format(forints)} Ft`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'hu' ? 'hu-HU' : 'en-GB', { timeZone, ...options });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** `2026. december 3., csütörtök 19:00` / `Thursday 3 December 2026, 19:00`. */
export function formatDateTime(iso: string | Date, locale: Locale): string {
  return dateFormat(locale, {
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
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );
}

/** `19:00`. */
export function formatTime(iso: string | Date, locale: Locale): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Budapest, `YYYY-MM-DD`. */
export function budapestDay(iso: string | Date): string {
  return dayFormat.format(new Date(iso));
}
