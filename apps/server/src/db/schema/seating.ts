import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.js';

/* Reserved seating (migration 0019, decision 0036): seat maps and a performance's seats. */

/** A seat's identity in a hall: the `id` every API names, the same across map versions. */
export interface HallSeatsTable {
  id: Generated<number>;
  hall_id: number;
}

/** A version of a hall's map; frozen at the first hold of a performance that uses it. */
export interface SeatMapsTable {
  id: Generated<number>;
  hall_id: number;
  version: number;
  width: number;
  height: number;
  /** `{ x, y, width, height }` in the map's units. */
  stage: unknown;
  created_at: CreatedAt;
  created_by: number | null;
  frozen_at: Timestamp | null;
}

export interface SeatSectionsTable {
  id: Generated<number>;
  seat_map_id: number;
  name: string;
  name_en: string;
  sort_order: number;
}

export interface SeatRowsTable {
  id: Generated<number>;
  section_id: number;
  label: string;
  sort_order: number;
}

/** A seat's place in one map version. */
export interface SeatMapSeatsTable {
  seat_map_id: number;
  hall_seat_id: number;
  row_id: number;
  /** The seat's place in the map's fixed order (the compact status follows it). */
  seq: number;
  label: string;
  x: number;
  y: number;
  /** The order along the row. */
  position_in_row: number;
  /** Runs of adjacent seats: an aisle or a gap starts a new block. */
  block: Generated<number>;
  wheelchair: Generated<boolean>;
  companion: Generated<boolean>;
  restricted_view: Generated<boolean>;
  /** Optional quality for best available, lower is better. */
  rank: number | null;
  /** A suggested zone (an imported plan's category). */
  category: string | null;
}

/** A seat of a seated performance: its zone, a block, the hold or the sale that has it. */
export interface PerformanceSeatsTable {
  event_id: number;
  hall_seat_id: number;
  seq: number;
  /** The zone: a ticket type of the performance; null: not for sale yet. */
  ticket_type_id: number | null;
  blocked_reason: string | null;
  /** The holds row that holds it (no foreign key: a seat whose hold is gone or expired is free). */
  hold_id: number | null;
  /** The concession chosen for the held seat; null: the zone's own price. */
  price_type_id: number | null;
  order_item_id: number | null;
}

/** A concession names the zones it applies to. */
export interface TicketTypeZonesTable {
  concession_id: number;
  zone_id: number;
}
