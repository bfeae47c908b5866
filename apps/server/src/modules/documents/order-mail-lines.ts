import { seatName, seatsSummary, type SeatOfLine } from '@theatre/contracts';
import { formatPrice, type Locale } from '@theatre/i18n';

/**
 * An order's lines as its e-mails list them: `Performance – Ticket type: 2 × 5 000 Ft`; a seat's
 * line names its seat: `Performance – Ticket type (Stalls, row 5, seat 12): 1 × 9 900 Ft`, and a
 * line of several seats (mergeSeatLines) names them row by row.
 */
export function orderMailLines(
  lines: readonly {
    name: string;
    name_en: string;
    event_name: string | null;
    quantity: number;
    unit_price: number;
    seat?: SeatOfLine | null;
    seats?: readonly SeatOfLine[];
  }[],
  locale: Locale,
): string[] {
  return lines.map((line) => {
    const name = locale === 'en' && line.name_en ? line.name_en : line.name;
    const event = line.event_name ? `${line.event_name} – ` : '';
    const seats = line.seats ?? [];
    const seat = line.seat
      ? ` (${seatName(line.seat, locale)})`
      : seats.length > 0
        ? ` (${seatsSummary(seats, locale)})`
        : '';
    return `${event}${name}${seat}: ${line.quantity} × ${formatPrice(line.unit_price)}`;
  });
}
