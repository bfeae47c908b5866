import type { SeatMapDocument } from '@theatre/seating';
import { parseSeatKey, seatKey, type SeatKey } from './seat-editor-document';

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The arrow keys' directions. */
export const arrowDirections: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Every row in document order, as `[section, row]`. */
function rowsInOrder(doc: SeatMapDocument): [number, number][] {
  return doc.sections.flatMap((section, s) => section.rows.map((_, r): [number, number] => [s, r]));
}

/**
 * The seat the keyboard's focus goes to from `key`: left and right along the row, up and down to
 * the seat nearest across in the previous or next row (over section boundaries, in document
 * order). At an edge the focus stays.
 */
export function neighbourSeat(doc: SeatMapDocument, key: SeatKey, direction: Direction): SeatKey {
  const [s, r, i] = parseSeatKey(key);
  const row = doc.sections[s]?.rows[r];
  const seat = row?.seats[i];
  if (!row || !seat) return key;
  if (direction === 'left' || direction === 'right') {
    const next = i + (direction === 'left' ? -1 : 1);
    return next >= 0 && next < row.seats.length ? seatKey(s, r, next) : key;
  }
  const rows = rowsInOrder(doc);
  const index = rows.findIndex(([rs, rr]) => rs === s && rr === r);
  const target = rows[index + (direction === 'up' ? -1 : 1)];
  if (!target) return key;
  const [ts, tr] = target;
  const seats = doc.sections[ts]?.rows[tr]?.seats ?? [];
  let best = -1;
  let bestDistance = Infinity;
  seats.forEach((candidate, ci) => {
    const distance = Math.abs(candidate.x - seat.x);
    if (distance < bestDistance) {
      best = ci;
      bestDistance = distance;
    }
  });
  return best < 0 ? key : seatKey(ts, tr, best);
}

/** How far one step of a keyboard move goes, as `[dx, dy]`. */
export function stepOf(direction: Direction, step: number): [number, number] {
  switch (direction) {
    case 'left':
      return [-step, 0];
    case 'right':
      return [step, 0];
    case 'up':
      return [0, -step];
    case 'down':
      return [0, step];
  }
}
