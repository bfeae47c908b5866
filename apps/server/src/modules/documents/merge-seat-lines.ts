import type { SeatOfLine } from '@theatre/contracts';

interface SeatLine {
  kind: string;
  name: string;
  event_id: number | null;
  unit_price: number;
  quantity: number;
  total: number;
  seat: SeatOfLine | null;
}

/**
 * An order's lines with a seated performance's seat lines put together, for what is read rather
 * than accounted (a group order's page, its pro-forma and e-mails): consecutive lines of one
 * seat each, of the same performance, price and unit price, become one line with the quantities
 * and totals added up and the seats listed in order. Other lines stay as they are (no seats).
 */
export function mergeSeatLines<T extends SeatLine>(
  lines: readonly T[],
): (Omit<T, 'seat'> & { seats: SeatOfLine[] })[] {
  const merged: (Omit<T, 'seat'> & { seats: SeatOfLine[] })[] = [];
  for (const { seat, ...line } of lines) {
    const last = merged.at(-1);
    if (
      seat !== null &&
      last !== undefined &&
      last.seats.length > 0 &&
      last.kind === line.kind &&
      last.name === line.name &&
      last.event_id === line.event_id &&
      last.unit_price === line.unit_price
    ) {
      last.quantity += line.quantity;
      last.total += line.total;
      last.seats.push(seat);
    } else merged.push({ ...line, seats: seat === null ? [] : [seat] });
  }
  return merged;
}
