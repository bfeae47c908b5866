import type { SeatOfLine } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { findSeatLabels } from './seating.repository.js';

/** Some seats of a performance as lines, tickets and messages name them, by hall seat id. */
export async function describeSeats(
  db: Queryable,
  eventId: number,
  seatIds: readonly number[],
): Promise<Map<number, SeatOfLine>> {
  const rows = await findSeatLabels(db, eventId, seatIds);
  return new Map(
    rows.map((row) => [
      row.hall_seat_id,
      {
        id: row.hall_seat_id,
        section: row.section,
        section_translations: { en: row.section_en },
        row: row.row_label,
        label: row.label,
      },
    ]),
  );
}
