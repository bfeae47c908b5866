import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** The zones of a seated performance's concessions (decision 0036), SQL only. */

/** Whether the performance sells a seat map, and its ticket types with their zones. */
export async function findSeatingOfPerformance(db: Queryable, eventId: number) {
  const event = await db
    .selectFrom('events')
    .select('seat_map_id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  const { rows: types } = await sql<{ id: number; zones: number[] | null; has_seats: boolean }>`
    select t.id,
           (select array_agg(z.zone_id order by z.zone_id) from ticket_type_zones z
             where z.concession_id = t.id) as zones,
           exists (select 1 from performance_seats ps where ps.ticket_type_id = t.id) as has_seats
      from ticket_types t
     where t.event_id = ${eventId}
  `.execute(db);
  return { seated: (event?.seat_map_id ?? null) !== null, types };
}

/** A concession's zones replaced (an empty list: not a concession). */
export async function replaceTicketTypeZones(
  db: Queryable,
  concessionId: number,
  zones: readonly number[],
): Promise<void> {
  await db.deleteFrom('ticket_type_zones').where('concession_id', '=', concessionId).execute();
  if (zones.length === 0) return;
  await db
    .insertInto('ticket_type_zones')
    .values(zones.map((zone) => ({ concession_id: concessionId, zone_id: zone })))
    .execute();
}

/** A zone being deleted leaves its seats without a zone (not for sale until painted again). */
export async function clearZoneSeats(db: Queryable, zoneId: number): Promise<void> {
  await db
    .updateTable('performance_seats')
    .set({ ticket_type_id: null })
    .where('ticket_type_id', '=', zoneId)
    .execute();
}
