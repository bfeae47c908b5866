import { z } from 'zod';
import { forints, translations } from './common.js';
import { cartKey } from './cart.js';

/**
 * Reserved seating in the shop (decision 0036): the seat map of a seated performance, its compact
 * status for polling, and the cart's seat calls. A seat's `id` is the hall seat's id, the same in
 * every performance of the hall and across map versions.
 */

export const seatStatuses = ['free', 'held', 'sold', 'blocked'] as const;
export type SeatStatus = (typeof seatStatuses)[number];

/** The compact status's one character per seat: free, held, sold, blocked, and held by your cart. */
export const seatStatusCodes = {
  free: 'f',
  held: 'h',
  sold: 's',
  blocked: 'b',
  mine: 'm',
} as const;

export const mapSeat = z.object({
  id: z.number().int(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  /** The seat's zone (a ticket type of the performance); null: not for sale. */
  ticket_type_id: z.number().int().nullable(),
  status: z.enum(seatStatuses),
  /** Held by the caller's cart (given its key). */
  mine: z.boolean().optional(),
  /** A run of adjacent seats in the row: an aisle or a gap starts another. */
  block: z.number().int(),
  wheelchair: z.boolean(),
  companion: z.boolean(),
  restricted_view: z.boolean(),
});
export type MapSeat = z.infer<typeof mapSeat>;

export const mapRow = z.object({
  id: z.number().int(),
  label: z.string(),
  seats: z.array(mapSeat),
});
export type MapRow = z.infer<typeof mapRow>;

export const mapSection = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  rows: z.array(mapRow),
});
export type MapSection = z.infer<typeof mapSection>;

/** A price of a seated performance: a zone (its seats) or a concession valid in some zones. */
export const seatPrice = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  price: forints,
  /** A concession: the zones it applies to; null for a zone. */
  zones: z.array(z.number().int()).nullable(),
  /** Free seats of a zone now (for a concession: in its zones). */
  available: z.number().int().nonnegative(),
  vip_only: z.boolean(),
});
export type SeatPrice = z.infer<typeof seatPrice>;

export const stageRect = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/**
 * GET /events/{id}/seat-map. Seats come in the map's fixed order (sections, rows, seats), which the
 * compact status follows.
 */
export const seatMapReply = z.object({
  hall: z.object({ id: z.number().int(), name: z.string(), name_translations: translations }),
  /** The map version the performance sells. */
  version: z.number().int(),
  width: z.number(),
  height: z.number(),
  stage: stageRect,
  sections: z.array(mapSection),
  ticket_types: z.array(seatPrice),
});
export type SeatMapReply = z.infer<typeof seatMapReply>;

/**
 * GET /events/{id}/seat-status: one character per seat in the map's order (`f` free, `h` held,
 * `s` sold, `b` blocked, `m` held by the given cart), with an ETag.
 */
export const seatStatusReply = z.object({
  version: z.number().int(),
  status: z.string(),
});
export type SeatStatusReply = z.infer<typeof seatStatusReply>;

/** `cart_key` (or the `X-Cart-Key` header) marks the caller's own seats. */
export const seatMapQuery = z.object({ cart_key: cartKey.optional() });

const seatId = z.number('validation.required').int().positive().max(2_147_483_647);
export const seatIds = z
  .array(seatId, 'validation.required')
  .min(1, 'validation.required')
  .max(20, 'validation.seat_ids_max');

const positiveId = z.number().int().positive().max(2_147_483_647);

/**
 * POST /cart/{key}/seats. A seat id is the hall's, the same in every performance of the hall:
 * `event_id` names the performance (it may be left out when `ticket_type_id` names it).
 */
export const cartSeatsBody = z.object({
  cart_key: cartKey,
  seat_ids: seatIds,
  event_id: positiveId.optional(),
  /** A concession valid for every seat's zone; default: each seat's zone. */
  ticket_type_id: positiveId.optional(),
  /** A solved proof-of-work challenge, after a 428 (as for /add). */
  challenge: z
    .string()
    .max(4096)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'validation.invalid_value')
    .optional(),
});
export type CartSeatsBody = z.infer<typeof cartSeatsBody>;

/** POST /cart/{key}/seats/remove; without `event_id`, those seats of every performance in the cart. */
export const cartSeatsRemoveBody = z.object({
  cart_key: cartKey,
  seat_ids: seatIds,
  event_id: positiveId.optional(),
});
export type CartSeatsRemoveBody = z.infer<typeof cartSeatsRemoveBody>;

/**
 * POST /cart/{key}/seats/ticket-type: the price of seats the cart holds, a concession valid in
 * their zones or the zone itself (its own price again).
 */
export const cartSeatsTicketTypeBody = z.object({
  cart_key: cartKey,
  seat_ids: seatIds,
  event_id: positiveId.optional(),
  ticket_type_id: z.number('validation.required').int().positive().max(2_147_483_647),
});
export type CartSeatsTicketTypeBody = z.infer<typeof cartSeatsTicketTypeBody>;

/** POST /cart/{key}/best-available. */
export const bestAvailableBody = z.object({
  cart_key: cartKey,
  ticket_type_id: z.number('validation.required').int().positive().max(2_147_483_647),
  quantity: z.number('validation.required').int().min(1).max(10, 'validation.quantity_max'),
  challenge: cartSeatsBody.shape.challenge,
});
export type BestAvailableBody = z.infer<typeof bestAvailableBody>;

/** The 409 `seat_taken` reply: the seats that were not free. */
export const seatTakenBody = z.object({
  message: z.string(),
  code: z.literal('seat_taken'),
  seat_ids: z.array(z.number().int()),
});

/** The 409 `not_enough_adjacent_seats` reply: the best split, not held. */
export const notEnoughAdjacentBody = z.object({
  message: z.string(),
  code: z.literal('not_enough_adjacent_seats'),
  proposal: z.array(z.array(z.number().int())).nullable(),
});
