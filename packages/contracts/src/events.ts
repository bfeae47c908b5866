import { z } from 'zod';
import { forints, translations } from './common.js';

export const venue = z.object({
  name: z.string(),
  name_translations: translations,
  address: z.string(),
});

/** The hall of the venue the performance takes place in (decision 0027). */
export const hall = z.object({
  name: z.string(),
  name_translations: translations,
});

/**
 * One file of a poster for `<picture>` (decision 0059): `/storage/posters/…`, a name never reused
 * (cached for a year), 3:4. An uploaded poster has AVIF at 300, 450 and 600 px wide and WebP at the
 * same widths (never wider than the upload allowed); one uploaded before those copies were made
 * has its one WebP; a bundled SVG poster has none (the shop shows `img_path` alone).
 */
export const posterSource = z.object({
  url: z.string(),
  /** `image/avif` | `image/webp` (`image/jpeg` for the oldest uploads). */
  type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PosterSource = z.infer<typeof posterSource>;

/** One performance in the programme (GET /events, /storage/programs.json). */
export const eventSummary = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  name_translations: translations,
  author: z.string(),
  author_translations: translations,
  img_path: z.string(),
  /**
   * The poster's files for `<picture>` `srcset`, with their sizes (decision 0059): by type, then
   * width. `img_path` is among them when it was uploaded; empty for a bundled SVG poster.
   */
  poster_sources: z.array(posterSource),
  /** ISO 8601 instant; shown in Europe/Budapest. */
  start_date: z.string(),
  duration_minutes: z.number().int(),
  age_limit: z.number().int().nullable(),
  venue,
  hall,
  /** Lowest price among ticket types that are not sold out; null when none. */
  min_price: forints.nullable(),
  /** Every ticket is sold. */
  sold_out: z.boolean(),
  /**
   * No ticket is free now, but some are only held in carts (or by orders awaiting payment): some
   * may come free in a few minutes. Never true with `sold_out`.
   */
  all_held: z.boolean(),
  /** Inside the sale window (sale started and not ended). */
  on_sale: z.boolean(),
  sale_starts_at: z.string().nullable(),
  vip_only: z.boolean(),
  /** Sold by seat on the hall's map (GET /events/{id}/seat-map); false: general admission. */
  seated: z.boolean(),
  /**
   * The performance will not take place (decision 0047): its sale has ended and its tickets are
   * being refunded. The shop says "Elmarad" / "Cancelled".
   */
  cancelled: z.boolean(),
  /** Moved to a new date (decision 0048): its start before the latest move (ISO); else null. */
  moved_from: z.string().nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** Another coming performance of the same production, as the event page lists it. */
export const otherDate = eventSummary.pick({
  id: true,
  url: true,
  start_date: true,
  venue: true,
  hall: true,
  min_price: true,
  sold_out: true,
  all_held: true,
  on_sale: true,
  sale_starts_at: true,
  vip_only: true,
  cancelled: true,
  moved_from: true,
});
export type OtherDate = z.infer<typeof otherDate>;

export const eventDetails = eventSummary.extend({
  /** Sanitised HTML rendered from the stored Markdown. */
  description: z.string(),
  description_translations: translations,
  /**
   * The production's other published performances that have not started, in order of start
   * (VIP-only ones for VIP viewers only); empty on a preview.
   */
  other_dates: z.array(otherDate),
});
export type EventDetails = z.infer<typeof eventDetails>;

export const ticketInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  price: forints,
  /** Tickets still available (capacity less sold and live holds). */
  quantity: z.number().int().nonnegative(),
  /** Every ticket of the type is sold. */
  sold_out: z.boolean(),
  /** None is free now, but some are only held (they may come free in a few minutes). */
  all_held: z.boolean(),
  vip_only: z.boolean(),
});
export type TicketInfo = z.infer<typeof ticketInfo>;

export const eventInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  content: z.string(),
  content_translations: translations,
});
export type EventInfo = z.infer<typeof eventInfo>;

/** GET /preview/{preview_id}: the event page of an unpublished or not-yet-on-sale performance. */
export const eventPreview = z.object({
  event: eventDetails.extend({ published: z.boolean() }),
  tickets: z.array(ticketInfo),
  infos: z.array(eventInfo),
});
export type EventPreview = z.infer<typeof eventPreview>;

/** Query of GET /events. */
export const eventListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .optional(),
});
export type EventListQuery = z.infer<typeof eventListQuery>;
