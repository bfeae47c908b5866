import type { SeatMapRow } from './seat-map-document.js';

/**
 * The two ways a Hungarian house numbers a row: straight through (1..n along the row), or odd
 * on one side and even on the other, counting outwards from the centre aisle.
 */
export type NumberingScheme = 'straight' | 'odd_even';

/** Which way the numbers run, as the map is drawn (stage at the top). */
export type NumberingDirection = 'ltr' | 'rtl';

export interface RenumberOptions {
  /**
   * `straight`: `ltr` numbers from the left, `rtl` from the right. `odd_even`: `ltr` puts the odd
   * numbers on the left, `rtl` on the right.
   */
  direction?: NumberingDirection;
  /**
   * `odd_even` only: how many seats lie left of the centre aisle. By default the block boundary
   * nearest the row's middle (the left one on a tie), or half the row (rounded up) without one.
   */
  centre?: number;
}

/**
 * Relabels the seats of a row by a numbering scheme, starting at `first`; positions, blocks and
 * everything else stay. Seats are in their order along the row, left to right as drawn.
 */
export function renumberRow(
  row: SeatMapRow,
  scheme: NumberingScheme,
  first = 1,
  options: RenumberOptions = {},
): SeatMapRow {
  const direction = options.direction ?? 'ltr';
  const count = row.seats.length;
  const labels: number[] = [];
  if (scheme === 'straight') {
    for (let i = 0; i < count; i++)
      labels.push(direction === 'ltr' ? first + i : first + count - 1 - i);
  } else {
    const centre = Math.min(Math.max(options.centre ?? centreOf(row), 0), count);
    const oddStart = first % 2 !== 0 ? first : first + 1;
    const evenStart = first % 2 === 0 ? first : first + 1;
    const [leftStart, rightStart] =
      direction === 'ltr' ? [oddStart, evenStart] : [evenStart, oddStart];
    for (let i = 0; i < count; i++) {
      // Outwards from the centre aisle: the seat next to it on either side gets the side's first number.
      labels.push(i < centre ? leftStart + 2 * (centre - 1 - i) : rightStart + 2 * (i - centre));
    }
  }
  return {
    ...row,
    seats: row.seats.map((seat, i) => ({ ...seat, label: String(labels[i]) })),
  };
}

/** The block boundary nearest the middle of the row, as the count of seats left of it. */
function centreOf(row: SeatMapRow): number {
  const count = row.seats.length;
  let best: number | undefined;
  for (let i = 1; i < count; i++) {
    if (row.seats[i]?.block === row.seats[i - 1]?.block) continue;
    if (best === undefined || Math.abs(i - count / 2) < Math.abs(best - count / 2)) best = i;
  }
  return best ?? Math.ceil(count / 2);
}
