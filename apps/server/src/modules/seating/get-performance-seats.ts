import type { AdminPerformanceSeatsReply, ZoneSeatCounts } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findPerformanceMap, listAdminSeats, listSeatTypes } from './seating-admin.repository.js';

/**
 * GET /admin/performances/:id/seats: a seated performance's seats for the back office and the
 * box office, in the map's order, each with its zone, block, state now and the order that bought
 * it; the ticket types with each zone's seats by state and each concession's zones. 404
 * `performance_not_found`, or `seat_map_not_found` for general admission.
 */
export async function getPerformanceSeats(
  db: Queryable,
  eventId: number,
): Promise<AdminPerformanceSeatsReply> {
  const event = await findPerformanceMap(db, eventId);
  if (!event) throw new AppError('performance_not_found');
  if (event.seat_map_id === null || event.version === null) {
    throw new AppError('seat_map_not_found');
  }
  const [seats, types] = await Promise.all([
    listAdminSeats(db, eventId),
    listSeatTypes(db, eventId),
  ]);
  const counts = new Map<number, ZoneSeatCounts>();
  let unassigned = 0;
  for (const seat of seats) {
    if (seat.ticket_type_id === null) {
      unassigned += 1;
      continue;
    }
    const zone = counts.get(seat.ticket_type_id) ?? {
      seats: 0,
      free: 0,
      held: 0,
      sold: 0,
      blocked: 0,
    };
    zone.seats += 1;
    zone[seat.state] += 1;
    counts.set(seat.ticket_type_id, zone);
  }
  const stage = (event.stage ?? {}) as Partial<AdminPerformanceSeatsReply['stage']>;
  return {
    event_id: event.id,
    hall_id: event.hall_id,
    version: event.version,
    width: event.width ?? 0,
    height: event.height ?? 0,
    stage: {
      x: stage.x ?? 0,
      y: stage.y ?? 0,
      width: stage.width ?? 0,
      height: stage.height ?? 0,
    },
    seats: seats.map((seat) => ({
      id: seat.hall_seat_id,
      section: seat.section,
      section_en: seat.section_en,
      row: seat.row_label,
      label: seat.label,
      x: seat.x,
      y: seat.y,
      block: seat.block,
      wheelchair: seat.wheelchair,
      companion: seat.companion,
      restricted_view: seat.restricted_view,
      ticket_type_id: seat.ticket_type_id,
      blocked_reason: seat.blocked_reason,
      status: seat.state,
      order_id: seat.order_id,
    })),
    ticket_types: types.map((type) => ({
      id: type.id,
      name: type.name,
      name_en: type.name_en,
      price: type.price,
      capacity: type.capacity,
      vip_only: type.vip_only,
      zones: type.zones,
      counts:
        type.zones === null
          ? (counts.get(type.id) ?? { seats: 0, free: 0, held: 0, sold: 0, blocked: 0 })
          : null,
    })),
    unassigned,
  };
}
