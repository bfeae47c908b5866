import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';
import { stateSql } from './seating.repository.js';

/**
 * Reading a hall's current seat map and a performance's seats for the back office (decision
 * 0036), SQL only.
 */

/** The hall with its current map version (map fields null for a general-admission hall). */
export function findHallMap(db: Queryable, hallId: number) {
  return db
    .selectFrom('halls as h')
    .leftJoin('seat_maps as m', 'm.id', 'h.seat_map_id')
    .select([
      'h.id',
      'h.name',
      'h.name_en',
      'h.seat_map_id',
      'm.version',
      'm.width',
      'm.height',
      'm.stage',
      'm.frozen_at',
      sql<number>`(select count(*) from events e where e.seat_map_id = h.seat_map_id)::int`.as(
        'performances_on_it',
      ),
    ])
    .where('h.id', '=', hallId)
    .executeTakeFirst();
}

/** The sections and rows of a map version in their order (rows null for a section without). */
export function listMapRows(db: Queryable, mapId: number) {
  return db
    .selectFrom('seat_sections as sec')
    .leftJoin('seat_rows as r', 'r.section_id', 'sec.id')
    .select(['sec.id as section_id', 'sec.name', 'sec.name_en', 'r.id as row_id', 'r.label'])
    .where('sec.seat_map_id', '=', mapId)
    .orderBy('sec.sort_order')
    .orderBy('r.sort_order')
    .execute();
}

/** The seats of a map version, in their order along each row. */
export function listMapSeats(db: Queryable, mapId: number) {
  return db
    .selectFrom('seat_map_seats')
    .select([
      'hall_seat_id',
      'row_id',
      'label',
      'x',
      'y',
      'block',
      'wheelchair',
      'companion',
      'restricted_view',
      'rank',
      'category',
    ])
    .where('seat_map_id', '=', mapId)
    .orderBy('seq')
    .execute();
}

/** The ids among `ids` that are seats of the hall. */
export async function hallSeatIds(db: Queryable, hallId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('hall_seats')
    .select('id')
    .where('hall_id', '=', hallId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** A performance with the map version it sells (null fields for general admission). */
export function findPerformanceMap(db: Queryable, eventId: number) {
  return db
    .selectFrom('events as e')
    .leftJoin('seat_maps as m', 'm.id', 'e.seat_map_id')
    .select(['e.id', 'e.hall_id', 'e.seat_map_id', 'm.version', 'm.width', 'm.height', 'm.stage'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

export interface AdminSeatRow {
  hall_seat_id: number;
  section: string;
  section_en: string;
  row_label: string;
  label: string;
  x: number;
  y: number;
  block: number;
  wheelchair: boolean;
  companion: boolean;
  restricted_view: boolean;
  ticket_type_id: number | null;
  blocked_reason: string | null;
  state: 'free' | 'held' | 'sold' | 'blocked';
  order_id: number | null;
}

/** Every seat of the performance in the map's order, with its zone, block, state and order. */
export async function listAdminSeats(db: Queryable, eventId: number): Promise<AdminSeatRow[]> {
  const { rows } = await sql<AdminSeatRow>`
    select ps.hall_seat_id, sec.name as section, sec.name_en as section_en,
           r.label as row_label, s.label, s.x, s.y, s.block, s.wheelchair, s.companion,
           s.restricted_view, ps.ticket_type_id, ps.blocked_reason, ${stateSql} as state,
           oi.order_id
      from performance_seats ps
      join events e on e.id = ps.event_id
      join seat_map_seats s on s.seat_map_id = e.seat_map_id and s.hall_seat_id = ps.hall_seat_id
      join seat_rows r on r.id = s.row_id
      join seat_sections sec on sec.id = r.section_id
      left join holds h on h.id = ps.hold_id
      left join order_items oi on oi.id = ps.order_item_id
     where ps.event_id = ${eventId}
     order by ps.seq
  `.execute(db);
  return rows;
}

/** The performance's ticket types, with the zones of each concession. */
export async function listSeatTypes(db: Queryable, eventId: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    name_en: string;
    price: number;
    capacity: number;
    vip_only: boolean;
    zones: number[] | null;
  }>`
    select t.id, t.name, t.name_en, t.price, t.capacity, t.vip_only,
           (select array_agg(z.zone_id order by z.zone_id) from ticket_type_zones z
             where z.concession_id = t.id) as zones
      from ticket_types t
     where t.event_id = ${eventId}
     order by t.sort_order, t.id
  `.execute(db);
  return rows;
}
