import type { EventDetails, EventSummary, OtherDate, PosterSource } from '@theatre/contracts';
import { renderMarkdown } from '../../lib/markdown.js';
import type { EventRow, PosterFileRow } from './catalog.repository.js';

export const defaultPoster = 'default.svg';

export function posterUrl(poster: string | null): string {
  return `/storage/posters/${encodeURIComponent(poster ?? defaultPoster)}`;
}

const typeOrder = ['image/avif', 'image/webp'];

/** The poster's files for `srcset`: AVIF first (a browser takes the first type it shows), by width. */
export function toPosterSources(rows: readonly PosterFileRow[] | null): PosterSource[] {
  const rank = (type: string) => {
    const index = typeOrder.indexOf(type);
    return index === -1 ? typeOrder.length : index;
  };
  return [...(rows ?? [])]
    .sort((a, b) => rank(a.content_type) - rank(b.content_type) || a.width - b.width)
    .map((row) => ({
      url: posterUrl(row.name),
      type: row.content_type,
      width: row.width,
      height: row.height,
    }));
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** Inside the sale window and not yet started. */
export function isOnSale(row: EventRow, now: Date): boolean {
  const time = now.getTime();
  const starts = new Date(row.starts_at).getTime();
  const saleStarts = row.sale_starts_at ? new Date(row.sale_starts_at).getTime() : -Infinity;
  const saleEnds = row.sale_ends_at ? new Date(row.sale_ends_at).getTime() : starts;
  return row.published && saleStarts <= time && time < saleEnds && time < starts;
}

export function toEventSummary(row: EventRow, now: Date): EventSummary {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    name_translations: { en: row.name_en },
    author: row.author,
    author_translations: { en: row.author_en },
    img_path: posterUrl(row.poster),
    poster_sources: toPosterSources(row.poster_sources),
    start_date: new Date(row.starts_at).toISOString(),
    duration_minutes: row.duration_minutes,
    age_limit: row.age_limit,
    venue: {
      name: row.venue_name,
      name_translations: { en: row.venue_name_en },
      address: row.venue_address,
    },
    hall: { name: row.hall_name, name_translations: { en: row.hall_name_en } },
    min_price: row.min_price,
    // Sold out: every ticket sold. All held: none free now, but some only held in carts (or by
    // orders awaiting payment), which may come free within minutes (decision 0024).
    sold_out: row.ticket_types > 0 && row.unsold === 0,
    all_held: row.ticket_types > 0 && row.available === 0 && row.unsold > 0,
    on_sale: isOnSale(row, now),
    sale_starts_at: iso(row.sale_starts_at),
    vip_only: row.vip_only,
    seated: row.seated,
    cancelled: row.cancelled,
    moved_from: iso(row.moved_from),
  };
}

export function toEventDetails(
  row: EventRow & { description: string; description_en: string },
  now: Date,
  otherDates: readonly EventRow[] = [],
): EventDetails {
  return {
    ...toEventSummary(row, now),
    description: renderMarkdown(row.description),
    description_translations: { en: renderMarkdown(row.description_en) },
    other_dates: otherDates.map((other) => toOtherDate(other, now)),
  };
}

/** Another performance of the production, as the event page lists it (pure). */
export function toOtherDate(row: EventRow, now: Date): OtherDate {
  const summary = toEventSummary(row, now);
  return {
    id: summary.id,
    url: summary.url,
    start_date: summary.start_date,
    venue: summary.venue,
    hall: summary.hall,
    min_price: summary.min_price,
    sold_out: summary.sold_out,
    all_held: summary.all_held,
    on_sale: summary.on_sale,
    sale_starts_at: summary.sale_starts_at,
    vip_only: summary.vip_only,
    cancelled: summary.cancelled,
    moved_from: summary.moved_from,
  };
}
