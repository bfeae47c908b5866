import type { SeatReportState } from '@theatre/contracts';
import { budapestDayEnd, budapestDayStart } from '@theatre/i18n';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/*
 * The seat report's SQL (decision 0036): a seated performance's seats with their state now, read
 * in one statement (one snapshot), in the map's order. A seat's state, first match wins: sold and
 * its valid ticket admitted (`checked_in`), sold (`sold`: the seat has its paid order line), not
 * for sale (`blocked`: a block, or no zone), in a live hold (`held`: `hold_is_live`, as the hold
 * statement judges it), else `free`.
 */

export interface SeatedEventRow {
  event_id: number;
  name: string;
  name_en: string;
  hall_name: string;
  hall_name_en: string;
  starts_at: Date;
  seat_map_id: number;
  width: number;
  height: number;
  stage: { x: number; y: number; width: number; height: number };
  seats: number;
}

const seatedEvents = (db: Queryable) =>
  db
    .selectFrom('events as e')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('halls as h', 'h.id', 'e.hall_id')
    .innerJoin('seat_maps as m', 'm.id', 'e.seat_map_id')
    .select([
      'e.id as event_id',
      'p.name',
      'p.name_en',
      'h.name as hall_name',
      'h.name_en as hall_name_en',
      'e.starts_at',
      'm.id as seat_map_id',
      'm.width',
      'm.height',
      'm.stage',
      sql<number>`(select count(*) from performance_seats ps where ps.event_id = e.id)::int`.as(
        'seats',
      ),
    ]);

/** The seated performances that start in the range (Budapest days), earliest first. */
export async function listSeatedEvents(
  db: Queryable,
  range: { from: string; to: string },
): Promise<SeatedEventRow[]> {
  const rows = await seatedEvents(db)
    .where('e.starts_at', '>=', budapestDayStart(range.from))
    .where('e.starts_at', '<', budapestDayEnd(range.to))
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .execute();
  return rows as SeatedEventRow[];
}

export async function findSeatedEvent(
  db: Queryable,
  eventId: number,
): Promise<SeatedEventRow | undefined> {
  const row = await seatedEvents(db).where('e.id', '=', eventId).executeTakeFirst();
  return row as SeatedEventRow | undefined;
}

/** An event that exists, seated or not (a general-admission one has no seat report). */
export async function eventExists(db: Queryable, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface SeatStateRow {
  id: number;
  section_id: number;
  section_name: string;
  section_name_en: string;
  row: string;
  label: string;
  x: number;
  y: number;
  state: SeatReportState;
}

export async function readSeatStates(
  db: Queryable,
  eventId: number,
  seatMapId: number,
): Promise<SeatStateRow[]> {
  const result = await sql<SeatStateRow>`
    select ps.hall_seat_id as id, sec.id as section_id, sec.name as section_name,
           sec.name_en as section_name_en, r.label as row, s.label, s.x, s.y,
           case
             when ps.order_item_id is not null and exists (
                    select 1 from tickets t
                     where t.order_item_id = ps.order_item_id and t.status = 'valid'
                       and t.checked_in_at is not null) then 'checked_in'
             when ps.order_item_id is not null then 'sold'
             when ps.blocked_reason is not null or ps.ticket_type_id is null then 'blocked'
             when h.id is not null and hold_is_live(h.expires_at, clock_timestamp()) then 'held'
             else 'free'
           end as state
      from performance_seats ps
      join seat_map_seats s on s.seat_map_id = ${seatMapId} and s.hall_seat_id = ps.hall_seat_id
      join seat_rows r on r.id = s.row_id
      join seat_sections sec on sec.id = r.section_id
      left join holds h on h.id = ps.hold_id
     where ps.event_id = ${eventId}
     order by ps.seq
  `.execute(db);
  return result.rows;
}
