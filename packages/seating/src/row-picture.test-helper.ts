import type { BestAvailableRow } from './best-available-scoring.js';

/**
 * A row from a picture: `f` a free seat, `x` a taken one, `|` an aisle (the next seat starts a new
 * block and sits one seat further on). Seat ids are rowId * 100 + position; x is 10 per seat.
 */
export function row(
  id: number,
  distanceFromStage: number,
  picture: string,
  sectionId = 1,
): BestAvailableRow {
  const seats: BestAvailableRow['seats'] = [];
  let block = 0;
  let slot = 0;
  for (const char of picture) {
    if (char === '|') {
      block += 1;
      slot += 1;
      continue;
    }
    seats.push({ id: id * 100 + seats.length, block, x: slot * 10, free: char === 'f' });
    slot += 1;
  }
  return { id, sectionId, distanceFromStage, seats };
}
