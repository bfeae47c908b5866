import { z } from 'zod';
import { line, whole } from './admin-fields.js';

/*
 * Venues and their halls in the back office, administrators only. A venue is a building at an
 * address; a performance takes place in one of its halls. A hall is general admission with a
 * capacity: what a performance's ticket types may add up to (decision 0027).
 * Field names are snake_case.
 */

const maxInt = 2_147_483_647;

/** `:id` of the venues' and halls' routes. */
export const venueIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** The most people a hall admits (the ticket types' own limit). */
export const hallCapacityMax = 100_000;

/** POST /admin/venues, PUT /admin/venues/:id. */
export const venueBody = z.object({
  name: line(200),
  name_en: line(200),
  /** As printed on tickets, e.g. `1011 Budapest, Bem rakpart 33.` */
  address: line(300),
});
export type VenueBody = z.infer<typeof venueBody>;

/** POST /admin/venues/:id/halls. */
export const hallBody = z.object({
  name: line(120),
  name_en: line(120),
  /** People it admits; a performance's ticket types add up to at most this. */
  capacity: whole(1, hallCapacityMax),
  /** Lower first; left out on creation: after the venue's others. */
  sort_order: whole(0, 10_000).optional(),
});
export type HallBody = z.infer<typeof hallBody>;

/** PUT /admin/halls/:id: also the venue, to move the hall (its performances with it). */
export const hallUpdateBody = hallBody.extend({
  /** Left out: it stays where it is. */
  venue_id: z.number('validation.required').int().positive().max(maxInt).optional(),
});
export type HallUpdateBody = z.infer<typeof hallUpdateBody>;

/** A hall with how many performances take place in it. */
export const adminHall = z.object({
  id: z.number().int(),
  venue_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  capacity: z.number().int(),
  sort_order: z.number().int(),
  /** It has a seat map (its capacity is its seats); false: general admission. */
  seated: z.boolean(),
  /** Every performance in it, past ones too: a hall with any cannot be deleted. */
  performances: z.number().int(),
  /** Of those, not started yet. */
  upcoming: z.number().int(),
});
export type AdminHall = z.infer<typeof adminHall>;

/** GET /admin/venues: every venue with its halls in their order. */
export const adminVenue = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  address: z.string(),
  halls: z.array(adminHall),
  /** Performances in all its halls. */
  performances: z.number().int(),
});
export type AdminVenue = z.infer<typeof adminVenue>;
export const adminVenuesReply = z.array(adminVenue);
