import { z } from 'zod';
import { translations } from './common.js';

/** A seat as a cart line, an order line, a ticket and the door name it. */
export const seatOfLine = z.object({
  id: z.number().int(),
  section: z.string(),
  section_translations: translations,
  row: z.string(),
  label: z.string(),
});
export type SeatOfLine = z.infer<typeof seatOfLine>;

/** "Földszint, 5. sor, 12. szék" / "Stalls, row 5, seat 12". */
export function seatName(
  seat: Pick<SeatOfLine, 'section' | 'section_translations' | 'row' | 'label'>,
  language: 'hu' | 'en',
): string {
  // A number is read as an ordinal in Hungarian ("5. sor"); a letter or a name stays as it is.
  const ordinal = (label: string) => (/^\d+$/.test(label) ? `${label}.` : label);
  return language === 'hu'
    ? `${seat.section}, ${ordinal(seat.row)} sor, ${ordinal(seat.label)} szék`
    : `${seat.section_translations.en}, row ${seat.row}, seat ${seat.label}`;
}

type NamedSeat = Pick<SeatOfLine, 'section' | 'section_translations' | 'row' | 'label'>;

/**
 * Seats named together, row by row in the order given: "Földszint, 1. sor: 13., 11., 9. szék;
 * Erkély, 2. sor: 4. szék" / "Stalls, row 1: seats 13, 11, 9; Balcony, row 2: seat 4".
 */
export function seatsSummary(seats: readonly NamedSeat[], language: 'hu' | 'en'): string {
  const ordinal = (label: string) => (/^\d+$/.test(label) ? `${label}.` : label);
  const rows = new Map<string, { seat: NamedSeat; labels: string[] }>();
  for (const seat of seats) {
    const key = JSON.stringify([seat.section, seat.row]);
    const row = rows.get(key) ?? { seat, labels: [] };
    row.labels.push(seat.label);
    rows.set(key, row);
  }
  return [...rows.values()]
    .map(({ seat, labels }) =>
      language === 'hu'
        ? `${seat.section}, ${ordinal(seat.row)} sor: ${labels.map(ordinal).join(', ')} szék`
        : `${seat.section_translations.en}, row ${seat.row}: ${labels.length > 1 ? 'seats' : 'seat'} ${labels.join(', ')}`,
    )
    .join('; ');
}

/** A seat as an order line stores it (JSON), or null when the line names none. */
export function seatOfStored(value: unknown): SeatOfLine | null {
  if (value === null || value === undefined) return null;
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = seatOfLine.safeParse(data);
  return parsed.success ? parsed.data : null;
}
