import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  moveToSeatMap,
  newSeatMapVersion,
  setHallMap,
  syncZoneCapacities,
  writeSeatMapContent,
  type SeatMapInput,
} from '../../db/seat-map-store.js';

/**
 * Writing a hall's seat map versions and keeping its performances' seats in step (decision
 * 0036), SQL only.
 */

type Trx = Transaction<Database>;

export type { SeatMapInput };
export { moveToSeatMap, newSeatMapVersion, setHallMap, syncZoneCapacities, writeSeatMapContent };

export function lockHall(trx: Trx, hallId: number) {
  return trx
    .selectFrom('halls as h')
    .leftJoin('seat_maps as m', 'm.id', 'h.seat_map_id')
    .select(['h.id', 'h.seat_map_id', 'm.version', 'm.frozen_at'])
    .where('h.id', '=', hallId)
    .forUpdate('h')
    .executeTakeFirst();
}

/**
 * Locks a map version's row and reads whether it is frozen: a first hold freezes it in its own
 * transaction (inventory/hold-seats.ts), so an edit in place waits for that hold and then sees it.
 */
export async function lockSeatMapVersion(trx: Trx, seatMapId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('seat_maps')
    .select('frozen_at')
    .where('id', '=', seatMapId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined && row.frozen_at !== null;
}

/** The ids among `ids` that are not seats of the hall. */
export async function foreignSeatIds(trx: Trx, hallId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('hall_seats')
    .select('id')
    .where('hall_id', '=', hallId)
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** An unfrozen version edited in place: its sections (rows, seats) go, the rest is rewritten. */
export async function clearSeatMapVersion(trx: Trx, mapId: number, map: SeatMapInput) {
  await trx.deleteFrom('seat_map_seats').where('seat_map_id', '=', mapId).execute();
  await trx.deleteFrom('seat_sections').where('seat_map_id', '=', mapId).execute();
  await trx
    .updateTable('seat_maps')
    .set({ width: map.width, height: map.height, stage: JSON.stringify(map.stage) })
    .where('id', '=', mapId)
    .execute();
}

/**
 * The hall's performances that may take the new version: not started, on this version or none
 * or an older one, and no seat of theirs ever held or sold (a performance keeps the version it
 * went on sale with).
 */
export async function listMovablePerformances(trx: Trx, hallId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select e.id from events e
     where e.hall_id = ${hallId}
       and e.starts_at > now()
       and not exists (select 1 from performance_seats ps where ps.event_id = e.id
                        and (ps.hold_id is not null or ps.order_item_id is not null))
       and not exists (select 1 from order_items oi where oi.event_id = e.id
                        and oi.hall_seat_id is not null)
       and (e.seat_map_id is not null or not exists (
             select 1 from ticket_types t where t.event_id = e.id and (t.sold > 0 or t.held > 0)))
     order by e.id
     for update of e
  `.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * A hall's maps go before the hall itself: the hall stops naming its current version, then the
 * versions go (their sections, rows and seats with them); its seats go with the hall.
 */
export async function deleteHallSeatMaps(trx: Trx, hallIds: readonly number[]): Promise<void> {
  if (hallIds.length === 0) return;
  await trx
    .updateTable('halls')
    .set({ seating: 'general', seat_map_id: null })
    .where('id', 'in', [...hallIds])
    .execute();
  await trx
    .deleteFrom('seat_maps')
    .where('hall_id', 'in', [...hallIds])
    .execute();
}

/** The map version a hall sells now and the one a performance sells (null: general admission). */
export async function readHallAndPerformanceMaps(trx: Trx, eventId: number, hallId: number) {
  const [hall, event] = await Promise.all([
    trx.selectFrom('halls').select('seat_map_id').where('id', '=', hallId).executeTakeFirst(),
    trx.selectFrom('events').select('seat_map_id').where('id', '=', eventId).executeTakeFirst(),
  ]);
  return { hallMapId: hall?.seat_map_id ?? null, eventMapId: event?.seat_map_id ?? null };
}

/** Whether any ticket of the performance was ever held or sold (a seat, or a counted ticket). */
export async function performanceEverSold(trx: Trx, eventId: number): Promise<boolean> {
  const { rows } = await sql<{ sold: boolean }>`
    select exists (select 1 from ticket_types t where t.event_id = ${eventId}
                    and (t.sold > 0 or t.held > 0))
        or exists (select 1 from performance_seats ps where ps.event_id = ${eventId}
                    and (ps.hold_id is not null or ps.order_item_id is not null))
        or exists (select 1 from order_items oi where oi.event_id = ${eventId}) as sold
  `.execute(trx);
  return rows[0]?.sold === true;
}

/**
 * A performance becomes general admission: its seats go, its concessions become plain ticket
 * types (of no capacity until one is given), its zones keep the capacity their seats gave.
 */
export async function leaveSeatMap(trx: Trx, eventId: number): Promise<void> {
  await trx.deleteFrom('performance_seats').where('event_id', '=', eventId).execute();
  await sql`
    delete from ticket_type_zones z using ticket_types t
     where t.id = z.concession_id and t.event_id = ${eventId}
  `.execute(trx);
  await trx.updateTable('events').set({ seat_map_id: null }).where('id', '=', eventId).execute();
}

/**
 * A copy of a performance (both on seat maps) takes the original's zone and block of every seat
 * its own map has too, and its concessions' zones; `types` pairs the original's ticket types with
 * the copy's.
 */
export async function copySeatZonesAndBlocks(
  trx: Trx,
  fromEventId: number,
  toEventId: number,
  types: readonly (readonly [number, number])[],
): Promise<void> {
  const from = types.map(([original]) => original);
  const to = types.map(([, copy]) => copy);
  await sql`
    with pairs as (select * from unnest(${from}::int[], ${to}::int[]) as p(original, copy))
    update performance_seats ps
       set ticket_type_id = (select copy from pairs where original = src.ticket_type_id),
           blocked_reason = src.blocked_reason
      from performance_seats src
     where ps.event_id = ${toEventId}
       and src.event_id = ${fromEventId}
       and src.hall_seat_id = ps.hall_seat_id
  `.execute(trx);
  await sql`
    with pairs as (select * from unnest(${from}::int[], ${to}::int[]) as p(original, copy))
    insert into ticket_type_zones (concession_id, zone_id)
    select c.copy, z.copy
      from ticket_type_zones tz
      join pairs c on c.original = tz.concession_id
      join pairs z on z.original = tz.zone_id
  `.execute(trx);
}
