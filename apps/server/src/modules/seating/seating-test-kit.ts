import type { Db } from '../../db/database.js';
import { createShow, type ShowOptions } from '../cart/cart-test-kit.js';
import { assignPerformanceSeats } from './assign-performance-seats.js';
import { saveSeatMap, type SeatMapInput } from './save-seat-map.js';

/**
 * What the seating tests share: a hall of its own with a small map (one section, `rows` rows of
 * `seatsPerRow` seats, an aisle in the middle of each row), and a seated performance in it with two
 * zones (the front half of the rows, the back) and a student concession valid in both.
 */

let hallCounter = 0;

export function gridMap(rows: number, seatsPerRow: number, aisleAfter?: number): SeatMapInput {
  const half = aisleAfter ?? Math.floor(seatsPerRow / 2);
  return {
    width: seatsPerRow * 10 + 40,
    height: rows * 10 + 60,
    stage: { x: 10, y: 5, width: seatsPerRow * 10, height: 20 },
    sections: [
      {
        name: 'Földszint',
        name_en: 'Stalls',
        rows: Array.from({ length: rows }, (_, r) => ({
          label: String(r + 1),
          seats: Array.from({ length: seatsPerRow }, (_, s) => ({
            label: String(s + 1),
            x: 20 + s * 10 + (s >= half ? 10 : 0),
            y: 40 + r * 10,
            block: s >= half ? 1 : 0,
          })),
        })),
      },
    ],
  };
}

export interface SeatedShow {
  eventId: number;
  url: string;
  hallId: number;
  /** Zones: front rows, back rows. */
  front: number;
  back: number;
  concession: number;
  /** Seat ids by [row][seat] (0-based). */
  seats: number[][];
}

export async function createSeatedShow(
  db: Db,
  options: ShowOptions & { rows?: number; seatsPerRow?: number } = {},
): Promise<SeatedShow> {
  const rows = options.rows ?? 4;
  const seatsPerRow = options.seatsPerRow ?? 8;
  hallCounter += 1;
  const venue = await db.selectFrom('venues').select('id').orderBy('id').executeTakeFirstOrThrow();
  const hall = await db
    .insertInto('halls')
    .values({
      venue_id: venue.id,
      name: `Próbaterem ${hallCounter}-${Date.now().toString(36)}`,
      name_en: `Test hall ${hallCounter}`,
      capacity: rows * seatsPerRow,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const show = await createShow(db, { ...options, extraTypes: 2, capacity: 0, price: 6000 });
  await db.updateTable('events').set({ hall_id: hall.id }).where('id', '=', show.eventId).execute();
  const [front, back, concession] = show.typeIds as [number, number, number];
  await db
    .updateTable('ticket_types')
    .set({ name: 'Diákjegy', name_en: 'Student', price: 2500 })
    .where('id', '=', concession)
    .execute();
  await db
    .insertInto('ticket_type_zones')
    .values([
      { concession_id: concession, zone_id: front },
      { concession_id: concession, zone_id: back },
    ])
    .execute();
  await saveSeatMap(db, { hallId: hall.id, map: gridMap(rows, seatsPerRow), actorId: null });
  const placed = await db
    .selectFrom('performance_seats')
    .select(['hall_seat_id', 'seq'])
    .where('event_id', '=', show.eventId)
    .orderBy('seq')
    .execute();
  const seats = Array.from({ length: rows }, (_, r) =>
    placed.slice(r * seatsPerRow, (r + 1) * seatsPerRow).map((seat) => seat.hall_seat_id),
  );
  const frontRows = Math.ceil(rows / 2);
  await assignPerformanceSeats(db, {
    eventId: show.eventId,
    actorId: null,
    changes: [
      { seatIds: seats.slice(0, frontRows).flat(), zoneId: front },
      { seatIds: seats.slice(frontRows).flat(), zoneId: back },
    ],
  });
  return { eventId: show.eventId, url: show.url, hallId: hall.id, front, back, concession, seats };
}
