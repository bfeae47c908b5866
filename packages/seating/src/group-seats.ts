import type { BestAvailableInput } from './best-available-scoring.js';
import { bestGroupSplit } from './best-split.js';

/**
 * Seats for a group of any size up to a hall's worth (a group order by bank transfer, decision
 * 0046): best available's split rule on the whole group (fewest blocks, in rows as close
 * together as possible, fewest single seats left, the best seats). Answers the seat ids, nearest
 * the stage first, or null when fewer seats are free.
 */
export function groupSeats(
  input: Omit<BestAvailableInput, 'quantity'>,
  quantity: number,
): number[] | null {
  const split = bestGroupSplit({ ...input, quantity });
  return split ? split.parts.flatMap((part) => part.seatIds) : null;
}
