import type { Locale } from '@theatre/i18n';

const names = {
  hu: { tickets: 'jegyek', receipt: 'nyugta', invoice: 'szamla', cancel: 'sztorno' },
  en: { tickets: 'tickets', receipt: 'receipt', invoice: 'invoice', cancel: 'cancellation' },
} as const;

/** Filename suffixes of the desk's ticket formats (decision 0044). */
const formatSuffixes = { a4: '', thermal80: '-80mm', stock: '-210x74mm' } as const;

/** `jegyek-1042.pdf` / `tickets-1042.pdf`; `tickets-1042-80mm.pdf`, `tickets-1042-210x74mm.pdf`. */
export function ticketsFilename(
  orderId: number,
  locale: Locale,
  format: keyof typeof formatSuffixes = 'a4',
): string {
  return `${names[locale].tickets}-${orderId}${formatSuffixes[format]}.pdf`;
}

/** `szamla-SZ-2026-000123.pdf`, `sztorno-szamla-…`, `nyugta-NY-2026-000045.pdf`. */
export function fiscalFilename(
  document: { kind: string; cancels_id: number | null; number: string | null },
  locale: Locale,
): string {
  const kind = document.kind === 'invoice' ? names[locale].invoice : names[locale].receipt;
  const prefix = document.cancels_id === null ? kind : `${names[locale].cancel}-${kind}`;
  return `${prefix}-${document.number ?? 'draft'}.pdf`;
}

/** `naptar-1042.ics` / `calendar-1042.ics`: the order's performances as calendar entries. */
export function calendarFilename(orderId: number, locale: Locale): string {
  return `${locale === 'en' ? 'calendar' : 'naptar'}-${orderId}.ics`;
}
