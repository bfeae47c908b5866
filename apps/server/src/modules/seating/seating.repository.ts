import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/**
 * Reading a seated performance's map and the state of its seats (decision 0036), SQL only. A
 * seat's state: `blocked` (a block, or no zone yet), `sold` (an order line), `held` (a live hold),
 * else `free`; `mine` when the live hold is the given cart's.
 */

/** The performance as the shop may show it: its map version and hall, or undefined. */
export async function findSeatedEvent(db: Queryable, idOrUrl: string) {
  const numeric = /^\d+$/.test(idOrUrl) ? Number(idOrUrl) : null;
  let query = db
    .selectFrom('events as e')
    .innerJoin('halls as h', 'h.id', 'e.hall_id')
    .leftJoin('seat_maps as m', 'm.id', 'e.seat_map_id')
    .select([
      'e.id',
      'e.published',
      'e.vip_only',
      'e.seat_map_id',
      'h.id as hall_id',
      'h.name as hall_name',
      'h.name_en as hall_name_en',
      'm.version',
      'm.width',
      'm.height',
      'm.stage',
    ]);
  query =
    numeric !== null && numeric <= 2_147_483_647
      ? query.where((eb) => eb.or([eb('e.id', '=', numeric), eb('e.url', '=', idOrUrl)]))
      : query.where('e.url', '=', idOrUrl);
  return query.executeTakeFirst();
}

export interface SeatRow {
  seq: number;
  hall_seat_id: number;
  section_id: number;
  section: string;
  section_en: string;
  row_id: number;
  row_label: string;
  label: string;
  x: number;
  y: number;
  block: number;
  wheelchair: boolean;
  companion: boolean;
  restricted_view: boolean;
  rank: number | null;
  ticket_type_id: number | null;
  state: 'free' | 'held' | 'sold' | 'blocked';
  mine: boolean;
}

/** Every seat of the performance in the map's order, with its state now. */
export async function listPerformanceSeats(
  db: Queryable,
  eventId: number,
  cartId: number | null,
): Promise<SeatRow[]> {
  const { rows } = await sql<SeatRow>`
    select ps.seq, ps.hall_seat_id, sec.id as section_id, sec.name as section,
           sec.name_en as section_en, r.id as row_id, r.label as row_label, s.label, s.x, s.y,
           s.block, s.wheelchair, s.companion, s.restricted_view, s.rank, ps.ticket_type_id,
           ${stateSql} as state,
           coalesce(h.cart_id = ${cartId}::bigint and hold_is_live(h.expires_at, clock_timestamp()),
                    false) as mine
      from performance_seats ps
      join events e on e.id = ps.event_id
      join seat_map_seats s on s.seat_map_id = e.seat_map_id and s.hall_seat_id = ps.hall_seat_id
      join seat_rows r on r.id = s.row_id
      join seat_sections sec on sec.id = r.section_id
      left join holds h on h.id = ps.hold_id
     where ps.event_id = ${eventId}
     order by ps.seq
  `.execute(db);
  return rows;
}

export const stateSql = sql<string>`case
  when ps.order_item_id is not null then 'sold'
  when ps.blocked_reason is not null or ps.ticket_type_id is null then 'blocked'
  when h.id is not null and hold_is_live(h.expires_at, clock_timestamp()) then 'held'
  else 'free' end`;

/** The compact state: one character per seat in the map's order (`f`, `h`, `s`, `b`, `m`). */
export async function readSeatStatus(
  db: Queryable,
  eventId: number,
  cartId: number | null,
): Promise<string> {
  const { rows } = await sql<{ status: string | null }>`
    select string_agg(
             case when ${cartId}::bigint is not null and h.cart_id = ${cartId}::bigint
                       and hold_is_live(h.expires_at, clock_timestamp()) then 'm'
                  else left(${stateSql}, 1) end,
             '' order by ps.seq) as status
      from performance_seats ps
      left join holds h on h.id = ps.hold_id
     where ps.event_id = ${eventId}
  `.execute(db);
  return rows[0]?.status ?? '';
}

/** The performance's prices: zones with their free seats, concessions with their zones. */
export async function listSeatPrices(db: Queryable, eventId: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    name_en: string;
    price: number;
    vip_only: boolean;
    zones: number[] | null;
    available: number;
  }>`
    select t.id, t.name, t.name_en, t.price, t.vip_only,
           (select array_agg(z.zone_id order by z.zone_id) from ticket_type_zones z
             where z.concession_id = t.id) as zones,
           t.available
      from ticket_type_availability t
     where t.event_id = ${eventId}
     order by t.sort_order, t.id
  `.execute(db);
  const zoneAvailable = new Map(rows.map((row) => [row.id, row.available]));
  return rows.map((row) => ({
    ...row,
    available:
      row.zones === null
        ? row.available
        : row.zones.reduce((sum, zone) => sum + (zoneAvailable.get(zone) ?? 0), 0),
  }));
}

/** The labels of some seats of a performance, by hall seat id. */
export async function findSeatLabels(db: Queryable, eventId: number, seatIds: readonly number[]) {
  const { rows } = await sql<{
    hall_seat_id: number;
    section: string;
    section_en: string;
    row_label: string;
    label: string;
  }>`
    select s.hall_seat_id, sec.name as section, sec.name_en as section_en, r.label as row_label,
           s.label
      from events e
      join seat_map_seats s on s.seat_map_id = e.seat_map_id
      join seat_rows r on r.id = s.row_id
      join seat_sections sec on sec.id = r.section_id
     where e.id = ${eventId} and s.hall_seat_id = any (${[...seatIds]}::int[])
  `.execute(db);
  return rows;
}

/** The cart of a key hash (for `mine`), or null. */
export async function findCartId(db: Queryable, keyHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  return row ? row.id : null;
}

/** A price of a seated performance: its performance, and the zones it sells (itself, or a concession's). */
export async function findPriceZones(db: Queryable, ticketTypeId: number) {
  const { rows } = await sql<{ event_id: number; seated: boolean; zones: number[] | null }>`
    select t.event_id, e.seat_map_id is not null as seated,
           (select array_agg(z.zone_id) from ticket_type_zones z where z.concession_id = t.id)
             as zones
      from ticket_types t join events e on e.id = t.event_id
     where t.id = ${ticketTypeId}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    eventId: row.event_id,
    seated: row.seated,
    concession: row.zones !== null,
    zones: row.zones ?? [ticketTypeId],
  };
}
