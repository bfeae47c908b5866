import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/* The programme: venues and halls, productions, performances (events) and their ticket types. */

export interface VenuesTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_en: string;
  address: string;
}

/**
 * A hall of a venue (migration 0017): where a performance takes place. General admission with a
 * capacity for now (decision 0027); a seat map comes with reserved seating.
 */
export interface HallsTable {
  id: Generated<number>;
  venue_id: number;
  name: string;
  name_en: string;
  /** How many people it admits: what a performance's ticket types may add up to. */
  capacity: number;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  /** general | seated (migration 0019). */
  seating: Generated<string>;
  /** The current version of a seated hall's map. */
  seat_map_id: number | null;
}

export interface ProductionsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_en: string;
  author: string;
  author_en: string;
  description: string;
  description_en: string;
  poster: string | null;
  duration_minutes: number;
  age_limit: number | null;
  created_at: CreatedAt;
}

/** A poster uploaded in the back office (migration 0010), served as /storage/posters/{name}. */
export interface ProductionPostersTable {
  production_id: number;
  name: string;
  /** image/webp | image/jpeg */
  content_type: string;
  image: Buffer;
  width: number;
  height: number;
  original_name: Generated<string>;
  original_bytes: number;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
}

/** An uploaded poster's copies for `srcset` (migration 0038, decision 0059). */
export interface ProductionPosterVariantsTable {
  name: string;
  production_id: number;
  /** image/avif | image/webp */
  content_type: string;
  image: Buffer;
  width: number;
  height: number;
}

export interface EventsTable {
  id: Generated<number>;
  production_id: number;
  /** The hall's venue, kept with it by the (hall_id, venue_id) foreign key. */
  venue_id: number;
  /** Where it takes place (migration 0017); filled from the venue's first hall when left out. */
  hall_id: ColumnType<number, number | undefined, number>;
  url: string;
  starts_at: Timestamp;
  sale_starts_at: Timestamp | null;
  sale_ends_at: Timestamp | null;
  vip_only: Generated<boolean>;
  published: Generated<boolean>;
  preview_id: Generated<string>;
  /** Technical fee per ticket; null: the shop-wide fee of the 'sales' setting. */
  tech_fee: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The seat map version a seated performance sells; null: general admission (migration 0019). */
  seat_map_id: number | null;
  /** The performance will not take place (migration 0026); its sale ended then. */
  cancelled_at: Timestamp | null;
  cancellation_reason: string | null;
  /** Complimentary tickets staff may issue for it (migration 0024, decision 0045). */
  complimentary_allowance: Generated<number>;
}

export interface TicketTypesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  name_en: string;
  price: number;
  capacity: number;
  /** Tickets sold by paid orders; kept in step with order_items inside the same transactions. */
  sold: Generated<number>;
  /** The quantities of the type's hold rows (changed with them); sold + held <= capacity. */
  held: Generated<number>;
  vip_only: Generated<boolean>;
  sort_order: Generated<number>;
  /** 27 | 18 | 5 | 0 | TAM | AAM (a setting per ticket type). */
  vat_rate: Generated<string>;
}

/**
 * The view of a ticket type with what is free now (migration 0018, decision 0029): the one
 * definition of availability. `live_held`: its live holds; `available`: capacity less sold and
 * live holds, at least 0.
 */
export interface TicketTypeAvailabilityView {
  id: number;
  event_id: number;
  name: string;
  name_en: string;
  price: number;
  capacity: number;
  sold: number;
  held: number;
  vip_only: boolean;
  sort_order: number;
  vat_rate: string;
  live_held: number;
  available: number;
}

export interface EventInfosTable {
  id: Generated<number>;
  production_id: number;
  event_id: number | null;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  sort_order: Generated<number>;
}
