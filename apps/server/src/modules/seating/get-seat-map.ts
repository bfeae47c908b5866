import type { MapSection, SeatMapReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../catalog/get-event.js';
import { findSeatedEvent, listPerformanceSeats, listSeatPrices } from './seating.repository.js';

/**
 * GET /events/{id}/seat-map: a seated performance's hall as the shop draws it, every seat with
 * its zone and state now (`mine` for the seats of the given cart). 404 for a performance the
 * viewer may not see, `seat_map_not_found` for a general-admission one.
 */
export async function getSeatMap(
  db: Db,
  idOrUrl: string,
  viewer: Viewer,
  cartId: number | null,
): Promise<SeatMapReply> {
  const event = await findSeatedEvent(db, idOrUrl);
  if (!event || !event.published || (event.vip_only && !viewer.vip)) {
    throw new AppError('event_not_found');
  }
  if (event.seat_map_id === null || event.version === null) {
    throw new AppError('seat_map_not_found');
  }
  const [seats, prices] = await Promise.all([
    listPerformanceSeats(db, event.id, cartId),
    listSeatPrices(db, event.id),
  ]);
  const sections: MapSection[] = [];
  for (const seat of seats) {
    let section = sections.at(-1);
    if (section?.id !== seat.section_id) {
      section = {
        id: seat.section_id,
        name: seat.section,
        name_translations: { en: seat.section_en },
        rows: [],
      };
      sections.push(section);
    }
    let row = section.rows.at(-1);
    if (row?.id !== seat.row_id) {
      row = { id: seat.row_id, label: seat.row_label, seats: [] };
      section.rows.push(row);
    }
    row.seats.push({
      id: seat.hall_seat_id,
      label: seat.label,
      x: seat.x,
      y: seat.y,
      ticket_type_id: seat.ticket_type_id,
      status: seat.state,
      ...(seat.mine ? { mine: true } : {}),
      block: seat.block,
      wheelchair: seat.wheelchair,
      companion: seat.companion,
      restricted_view: seat.restricted_view,
    });
  }
  const stage = (event.stage ?? {}) as Partial<SeatMapReply['stage']>;
  return {
    hall: {
      id: event.hall_id,
      name: event.hall_name,
      name_translations: { en: event.hall_name_en },
    },
    version: event.version,
    width: event.width ?? 0,
    height: event.height ?? 0,
    stage: {
      x: stage.x ?? 0,
      y: stage.y ?? 0,
      width: stage.width ?? 0,
      height: stage.height ?? 0,
    },
    sections,
    ticket_types: prices
      .filter((price) => viewer.vip || !price.vip_only)
      .map((price) => ({
        id: price.id,
        name: price.name,
        name_translations: { en: price.name_en },
        price: price.price,
        zones: price.zones,
        available: price.available,
        vip_only: price.vip_only,
      })),
  };
}
