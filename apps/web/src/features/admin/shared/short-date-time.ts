import { formatDate, formatTime, type Locale } from '@theatre/i18n';

/** A date and time compact enough for a table cell: `2026. dec. 3. 19:00` / `3 Dec 2026 19:00`. */
export function shortDateTime(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)} ${formatTime(iso, locale)}`;
}
