import type { OrderPerformance } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { listOrderPerformances } from './documents.repository.js';

export type PerformanceRow = Awaited<ReturnType<typeof listOrderPerformances>>[number];

/** A performance of an order in the caller's language (an instant: the page shows Budapest time). */
export function orderPerformanceOf(row: PerformanceRow, locale: Locale): OrderPerformance {
  const en = locale === 'en';
  return {
    event_id: row.event_id,
    name: (en && row.event_name_en) || row.event_name,
    starts_at: row.starts_at ? new Date(row.starts_at).toISOString() : null,
    venue_name: (en && row.venue_name_en) || row.venue_name,
    venue_address: row.venue_address,
  };
}
