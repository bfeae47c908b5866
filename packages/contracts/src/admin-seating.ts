import { z } from 'zod';
import { forints } from './common.js';
import { seatStatuses, stageRect } from './seating.js';

/*
 * Reserved seating in the back office (decision 0036): a hall's seat map (read, saved, imported,
 * exported) and a performance's seats (zones painted, seats blocked and released). The map itself
 * travels as the shop's seat-map document (`SeatMapDocument` of @theatre/seating, format
 * `theatre-seat-map`, version 1); its seats carry their hall seat `id`. Field names are
 * snake_case.
 */

const maxInt = 2_147_483_647;

/** `:id` of a hall's or a performance's seating routes. */
export const seatingIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** The formats a hall's map is imported from and exported to. */
export const seatMapFormats = ['theatre', 'pretix', 'csv'] as const;
export type SeatMapFormat = (typeof seatMapFormats)[number];

/** The largest file the import takes, in characters. */
export const seatMapImportMax = 2_000_000;

/**
 * GET/PUT /admin/halls/:id/seat-map: what comes beside the document. `frozen`: a performance held
 * or sold a seat of this version, so the next save makes a new version (the performances on sale
 * keep theirs).
 */
export const adminSeatMapInfo = z.object({
  hall_id: z.number().int(),
  hall_name: z.string(),
  /** The hall's current map version. */
  version: z.number().int(),
  frozen: z.boolean(),
  /** Performances that sell this version. */
  performances_on_it: z.number().int(),
});
export type AdminSeatMapInfo = z.infer<typeof adminSeatMapInfo>;

/** PUT /admin/halls/:id/seat-map adds how many of the hall's performances took the saved map. */
export const seatMapSavedInfo = adminSeatMapInfo.extend({
  performances_moved: z.number().int(),
});
export type SeatMapSavedInfo = z.infer<typeof seatMapSavedInfo>;

/** POST /admin/halls/:id/seat-map/import: a file's text; nothing is saved. */
export const seatMapImportBody = z.object({
  format: z.enum(seatMapFormats, 'validation.invalid_value'),
  content: z.string('validation.required').min(1, 'validation.required').max(seatMapImportMax),
});
export type SeatMapImportBody = z.infer<typeof seatMapImportBody>;

/** What the import changed or guessed: a code, where (in the file), and the message. */
export const seatMapImportWarning = z.object({
  code: z.string(),
  /** Dotted path in the imported file, e.g. `zones.0.rows.3`; '' for the whole file. */
  path: z.string(),
  message: z.string(),
});
export type SeatMapImportWarning = z.infer<typeof seatMapImportWarning>;

/** GET /admin/halls/:id/seat-map/export. */
export const seatMapExportQuery = z.object({
  format: z.enum(seatMapFormats, 'validation.invalid_value').default('theatre'),
});

// ---------------------------------------------------------------------------------------------
// A performance's seats

/** One seat of a seated performance, in the map's order. */
export const adminPerformanceSeat = z.object({
  /** The hall seat's id. */
  id: z.number().int(),
  section: z.string(),
  section_en: z.string(),
  row: z.string(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  block: z.number().int(),
  wheelchair: z.boolean(),
  companion: z.boolean(),
  restricted_view: z.boolean(),
  /** The seat's zone (a ticket type, not a concession); null: not for sale yet. */
  ticket_type_id: z.number().int().nullable(),
  /** Why it is kept out of sale (technical, press, house…); null: not blocked. */
  blocked_reason: z.string().nullable(),
  /** `blocked`: a block, or no zone yet. */
  status: z.enum(seatStatuses),
  /** The order that bought it, when sold. */
  order_id: z.number().int().nullable(),
});
export type AdminPerformanceSeat = z.infer<typeof adminPerformanceSeat>;

/** A zone's seats by state. */
export const zoneSeatCounts = z.object({
  seats: z.number().int(),
  free: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  blocked: z.number().int(),
});
export type ZoneSeatCounts = z.infer<typeof zoneSeatCounts>;

/** A ticket type of a seated performance: a zone with its seat counts, or a concession. */
export const adminSeatPrice = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  price: forints,
  capacity: z.number().int(),
  vip_only: z.boolean(),
  /** A concession: the zones it applies to; null for a zone. */
  zones: z.array(z.number().int()).nullable(),
  /** A zone's seats; null for a concession. */
  counts: zoneSeatCounts.nullable(),
});
export type AdminSeatPrice = z.infer<typeof adminSeatPrice>;

/** GET /admin/performances/:id/seats. */
export const adminPerformanceSeatsReply = z.object({
  event_id: z.number().int(),
  hall_id: z.number().int(),
  /** The map version the performance sells. */
  version: z.number().int(),
  width: z.number(),
  height: z.number(),
  stage: stageRect,
  seats: z.array(adminPerformanceSeat),
  ticket_types: z.array(adminSeatPrice),
  /** Seats without a zone (not for sale). */
  unassigned: z.number().int(),
});
export type AdminPerformanceSeatsReply = z.infer<typeof adminPerformanceSeatsReply>;

const seatId = z.number('validation.required').int().positive().max(maxInt);

/** One change of some seats: a zone painted (null: none), a block set (null: released). */
export const seatAssignmentChange = z.object({
  seat_ids: z.array(seatId, 'validation.required').min(1, 'validation.required').max(5000),
  /** Left out: unchanged. */
  ticket_type_id: seatId.nullable().optional(),
  /** Left out: unchanged; null releases the block. */
  blocked_reason: z.string().trim().min(1, 'validation.required').max(200).nullable().optional(),
});

/** POST /admin/performances/:id/seats: applied in order, all or none. */
export const seatAssignmentBody = z.object({
  changes: z.array(seatAssignmentChange, 'validation.required').min(1).max(100),
});
export type SeatAssignmentBody = z.infer<typeof seatAssignmentBody>;
