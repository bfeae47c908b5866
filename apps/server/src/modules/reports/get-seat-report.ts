import type { SeatReport, SeatReportState, SectionOccupancy } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { eventExists, findSeatedEvent, readSeatStates } from './seat-report.repository.js';

type Figures = Omit<SectionOccupancy, 'id' | 'name' | 'name_translations'>;

const emptyFigures = (): Figures => ({
  seats: 0,
  sold: 0,
  held: 0,
  blocked: 0,
  checked_in: 0,
  free: 0,
  occupancy_percent: 0,
});

/** Counts a seat in its figures; a seat checked in is also sold. */
function count(figures: Figures, state: SeatReportState): void {
  figures.seats += 1;
  if (state === 'checked_in') {
    figures.checked_in += 1;
    figures.sold += 1;
  } else {
    figures[state] += 1;
  }
}

/** sold / (seats − blocked), in percent with one decimal; 0 without seats on sale. */
export function occupancyPercent(figures: Figures): number {
  const onSale = figures.seats - figures.blocked;
  return onSale > 0 ? Math.round((figures.sold / onSale) * 1000) / 10 : 0;
}

/**
 * GET /admin/reports/seating/:id: a seated performance's seats with their state now (free, held,
 * sold, checked in, blocked), in the map's order with their places on the map, and the occupancy
 * per section of the map and in all. 404 `performance_not_found`, or `seat_map_not_found` for a
 * general-admission performance.
 */
export async function getSeatReport(db: Queryable, eventId: number): Promise<SeatReport> {
  const event = await findSeatedEvent(db, eventId);
  if (!event) {
    throw new AppError(
      (await eventExists(db, eventId)) ? 'seat_map_not_found' : 'performance_not_found',
    );
  }
  const seats = await readSeatStates(db, eventId, event.seat_map_id);
  const sections = new Map<number, SectionOccupancy>();
  const totals = emptyFigures();
  for (const seat of seats) {
    let section = sections.get(seat.section_id);
    if (!section) {
      section = {
        id: seat.section_id,
        name: seat.section_name,
        name_translations: { en: seat.section_name_en },
        ...emptyFigures(),
      };
      sections.set(seat.section_id, section);
    }
    count(section, seat.state);
    count(totals, seat.state);
  }
  for (const section of sections.values()) section.occupancy_percent = occupancyPercent(section);
  totals.occupancy_percent = occupancyPercent(totals);
  return {
    event_id: event.event_id,
    name: event.name,
    name_en: event.name_en,
    hall_name: event.hall_name,
    hall_name_en: event.hall_name_en,
    starts_at: event.starts_at.toISOString(),
    width: event.width,
    height: event.height,
    stage: event.stage,
    seats: seats.map((seat) => ({
      id: seat.id,
      section_id: seat.section_id,
      row: seat.row,
      label: seat.label,
      x: seat.x,
      y: seat.y,
      state: seat.state,
    })),
    sections: [...sections.values()],
    totals,
  };
}
