import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Writing a hall's seat map versions and keeping its performances' seats in step (decision
 * 0036), SQL only.
 */

type Trx = Transaction<Database>;

/** A map as it is stored: sections, rows, seats in their order (seats with an id keep it). */
export interface SeatMapInput {
  width: number;
  height: number;
  stage: { x: number; y: number; width: number; height: number };
  sections: {
    name: string;
    name_en: string;
    rows: {
      label: string;
      seats: {
        id?: number | undefined;
        label: string;
        x: number;
        y: number;
        block?: number | undefined;
        wheelchair?: boolean | undefined;
        companion?: boolean | undefined;
        restricted_view?: boolean | undefined;
        rank?: number | null | undefined;
        category?: string | undefined;
      }[];
    }[];
  }[];
}

export function lockHall(trx: Trx, hallId: number) {
  return trx
    .selectFrom('halls as h')
    .leftJoin('seat_maps as m', 'm.id', 'h.seat_map_id')
    .select(['h.id', 'h.seat_map_id', 'm.version', 'm.frozen_at'])
    .where('h.id', '=', hallId)
    .forUpdate('h')
    .executeTakeFirst();
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

export async function newSeatMapVersion(
  trx: Trx,
  hallId: number,
  map: SeatMapInput,
  createdBy: number | null,
): Promise<{ id: number; version: number }> {
  return trx
    .insertInto('seat_maps')
    .values({
      hall_id: hallId,
      version: sql<number>`coalesce((select max(version) from seat_maps where hall_id = ${hallId}), 0) + 1`,
      width: map.width,
      height: map.height,
      stage: JSON.stringify(map.stage),
      created_by: createdBy,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
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

/** Writes the sections, rows and seats of a version; new seats get their hall seat ids. */
export async function writeSeatMapContent(
  trx: Trx,
  hallId: number,
  mapId: number,
  map: SeatMapInput,
): Promise<number> {
  let seq = 0;
  for (const [sectionIndex, section] of map.sections.entries()) {
    const { id: sectionId } = await trx
      .insertInto('seat_sections')
      .values({
        seat_map_id: mapId,
        name: section.name,
        name_en: section.name_en,
        sort_order: sectionIndex,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [rowIndex, row] of section.rows.entries()) {
      const { id: rowId } = await trx
        .insertInto('seat_rows')
        .values({ section_id: sectionId, label: row.label, sort_order: rowIndex })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fresh = row.seats.filter((seat) => seat.id === undefined).length;
      const newIds =
        fresh === 0
          ? []
          : (
              await sql<{ id: number }>`
                insert into hall_seats (hall_id)
                select ${hallId} from generate_series(1, ${fresh}) returning id
              `.execute(trx)
            ).rows.map((r) => r.id);
      let next = 0;
      const values = row.seats.map((seat, position) => {
        const hallSeatId = seat.id ?? newIds[next++] ?? 0;
        return {
          seat_map_id: mapId,
          hall_seat_id: hallSeatId,
          row_id: rowId,
          seq: seq++,
          label: seat.label,
          x: seat.x,
          y: seat.y,
          position_in_row: position,
          block: seat.block ?? 0,
          wheelchair: seat.wheelchair ?? false,
          companion: seat.companion ?? false,
          restricted_view: seat.restricted_view ?? false,
          rank: seat.rank ?? null,
          category: seat.category ?? null,
        };
      });
      if (values.length > 0) await trx.insertInto('seat_map_seats').values(values).execute();
    }
  }
  return seq;
}

export async function setHallMap(trx: Trx, hallId: number, mapId: number, seats: number) {
  await trx
    .updateTable('halls')
    .set({ seating: 'seated', seat_map_id: mapId, capacity: Math.max(1, seats) })
    .where('id', '=', hallId)
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
 * A performance takes a map version: its seats become the version's, keeping the zone and block
 * of every seat it keeps; seats new to it have no zone yet. Then its zones' capacities follow.
 */
export async function moveToSeatMap(trx: Trx, eventId: number, mapId: number): Promise<void> {
  await sql`
    delete from performance_seats ps
     where ps.event_id = ${eventId}
       and not exists (select 1 from seat_map_seats s
                        where s.seat_map_id = ${mapId} and s.hall_seat_id = ps.hall_seat_id)
  `.execute(trx);
  // seq is unique per performance: move the kept seats out of the way before renumbering.
  await sql`update performance_seats set seq = -seq - 1 where event_id = ${eventId}`.execute(trx);
  await sql`
    insert into performance_seats (event_id, hall_seat_id, seq)
    select ${eventId}, s.hall_seat_id, s.seq from seat_map_seats s where s.seat_map_id = ${mapId}
    on conflict (event_id, hall_seat_id) do update set seq = excluded.seq
  `.execute(trx);
  await trx.updateTable('events').set({ seat_map_id: mapId }).where('id', '=', eventId).execute();
  await syncZoneCapacities(trx, eventId);
}

/**
 * A seated performance's zones hold as many tickets as they have seats not blocked; a concession
 * holds none of its own (its seats count in their zones). Under the ticket types' row locks, in
 * id order.
 */
export async function syncZoneCapacities(trx: Trx, eventId: number): Promise<void> {
  await sql`
    select 1 from ticket_types where event_id = ${eventId} order by id for no key update
  `.execute(trx);
  await sql`
    update ticket_types t
       set capacity = greatest(t.sold + t.held, coalesce((
             select count(*) from performance_seats ps
              where ps.event_id = t.event_id and ps.ticket_type_id = t.id
                and ps.blocked_reason is null), 0))
     where t.event_id = ${eventId}
  `.execute(trx);
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
