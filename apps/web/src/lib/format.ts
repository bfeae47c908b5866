import { budapestDateFormat, type Locale } from '@theatre/i18n';

function format(locale: Locale, withYear: boolean): Intl.DateTimeFormat {
  return budapestDateFormat(locale, {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    weekday: locale === 'hu' ? 'long' : 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

function budapestYear(date: Date): string {
  return budapestDateFormat('en', { year: 'numeric' }).format(date);
}

/**
 * The compact date and time of a programme card, in Budapest time: `nov. 24., kedd 19:00` /
 * `Tue 24 Nov, 19:00`; the year only when it is not the current one.
 */
export function formatCardDateTime(iso: string, locale: Locale, now: Date): string {
  const date = new Date(iso);
  return format(locale, budapestYear(date) !== budapestYear(now)).format(date);
}
