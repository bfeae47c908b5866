import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { syncZoneCapacities } from './seat-maps.repository.js';

/** One change of some seats: their zone (null: none, not for sale), their block (null: none). */
export interface SeatAssignment {
  seatIds: readonly number[];
  /** undefined: unchanged. */
  zoneId?: number | null;
  /** A reason blocks them (technical, press, house…); null releases them; undefined: unchanged. */
  blocked?: string | null;
}

/**
 * Paints zones on a seated performance's seats and blocks or releases seats (decision 0036), in
 * one transaction under the performance's ticket types' locks and then the seats' (the
 * inventory's lock order). A seat that is held or sold keeps its zone and cannot be blocked; a
 * zone is one of the performance's ticket types that is not a concession. The zones' capacities
 * follow (seats not blocked).
 */
export async function assignPerformanceSeats(
  db: Db,
  input: { eventId: number; changes: readonly SeatAssignment[]; actorId: number | null },
): Promise<{ changed: number }> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'seat_map_id'])
      .where('id', '=', input.eventId)
      .executeTakeFirst();
    if (!event) throw new AppError('performance_not_found');
    if (event.seat_map_id === null) throw new AppError('seat_map_not_found');
    const types = await sql<{ id: number; concession: boolean }>`
      select t.id, exists (select 1 from ticket_type_zones z where z.concession_id = t.id)
               as concession
        from ticket_types t where t.event_id = ${input.eventId} order by t.id for no key update
    `.execute(trx);
    const zones = new Set(types.rows.filter((t) => !t.concession).map((t) => t.id));
    const all = [...new Set(input.changes.flatMap((change) => change.seatIds))].sort(
      (a, b) => a - b,
    );
    const { rows: seats } = await sql<{ hall_seat_id: number; busy: boolean }>`
      select ps.hall_seat_id,
             (ps.order_item_id is not null or exists (
               select 1 from holds h where h.id = ps.hold_id
                  and hold_is_live(h.expires_at, clock_timestamp()))) as busy
        from performance_seats ps
       where ps.event_id = ${input.eventId} and ps.hall_seat_id = any (${all}::int[])
       order by ps.hall_seat_id
         for no key update
    `.execute(trx);
    const found = new Map(seats.map((seat) => [seat.hall_seat_id, seat.busy]));
    const unknown = all.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw AppError.validation({
        seat_ids: [{ key: 'validation.seat_unknown', params: { seats: unknown.join(', ') } }],
      });
    }
    let changed = 0;
    for (const change of input.changes) {
      if (change.zoneId != null && !zones.has(change.zoneId)) {
        throw AppError.validation({ ticket_type_id: [{ key: 'validation.seat_zone' }] });
      }
      const touchesSale = change.zoneId !== undefined || typeof change.blocked === 'string';
      const busy = touchesSale ? change.seatIds.filter((id) => found.get(id) === true) : [];
      if (busy.length > 0) {
        throw AppError.validation({
          seat_ids: [{ key: 'validation.seat_busy', params: { seats: busy.join(', ') } }],
        });
      }
      const set: { ticket_type_id?: number | null; blocked_reason?: string | null } = {};
      if (change.zoneId !== undefined) set.ticket_type_id = change.zoneId;
      if (change.blocked !== undefined) set.blocked_reason = change.blocked;
      if (Object.keys(set).length === 0 || change.seatIds.length === 0) continue;
      const result = await trx
        .updateTable('performance_seats')
        .set(set)
        .where('event_id', '=', input.eventId)
        .where('hall_seat_id', 'in', [...change.seatIds])
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    await syncZoneCapacities(trx, input.eventId);
    await recordAudit(trx, {
      action: 'performance.seats_assigned',
      entity: 'performance',
      entityId: input.eventId,
      actorId: input.actorId,
      data: {
        changes: input.changes.map((change) => ({
          seats: change.seatIds.length,
          ...(change.zoneId === undefined ? {} : { zone: change.zoneId }),
          ...(change.blocked === undefined ? {} : { blocked: change.blocked }),
        })),
      },
    });
    return { changed };
  });
}
