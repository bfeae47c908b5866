import { formatDate, formatTime, type Locale } from '@theatre/i18n';

/**
 * When an order was placed, compactly, in Budapest time (pure): `2026. nov. 22. 14:05` /
 * `22 Nov 2026, 14:05`.
 */
export function formatOrderDate(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)}${locale === 'hu' ? ' ' : ', '}${formatTime(iso, locale)}`;
}
