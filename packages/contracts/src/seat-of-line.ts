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
