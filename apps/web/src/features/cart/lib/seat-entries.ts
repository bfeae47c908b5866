import {
  seatName,
  type MapRow,
  type MapSeat,
  type MapSection,
  type SeatMapReply,
} from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';

/** A seat of the map with what names it: its section, its row, its name and its zone's price. */
export interface SeatEntry {
  seat: MapSeat;
  section: MapSection;
  row: MapRow;
  /** "Földszint, 5. sor, 12. szék" in the chosen language. */
  name: string;
  /** The zone's price; null for a seat with no zone (not for sale). */
  price: number | null;
}

/** Every seat of the map in its order, named in `locale` (pure). */
export function seatEntries(map: SeatMapReply, locale: Locale): SeatEntry[] {
  const prices = new Map(map.ticket_types.map((price) => [price.id, price.price]));
  return map.sections.flatMap((section) =>
    section.rows.flatMap((row) =>
      row.seats.map((seat) => ({
        seat,
        section,
        row,
        name: seatName(
          {
            section: section.name,
            section_translations: section.name_translations,
            row: row.label,
            label: seat.label,
          },
          locale,
        ),
        price: seat.ticket_type_id === null ? null : (prices.get(seat.ticket_type_id) ?? null),
      })),
    ),
  );
}

/** The radius of a seat's circle: a little under half the usual distance of neighbours in a row. */
export function seatRadius(map: Pick<SeatMapReply, 'sections'>): number {
  const gaps: number[] = [];
  for (const section of map.sections) {
    for (const row of section.rows) {
      row.seats.forEach((b, index) => {
        const a = row.seats[index - 1];
        const gap = a ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
        if (gap > 0) gaps.push(gap);
      });
    }
  }
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  return median === undefined ? 5 : median * 0.42;
}
