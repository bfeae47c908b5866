import {
  compareWindows,
  scoreInput,
  windowsOf,
  type BestAvailableInput,
} from './best-available-scoring.js';

export interface BestAvailableCandidate {
  rowId: number;
  /** The seats in position order. */
  seatIds: number[];
  /** The sum of the seats' scores: lower is better. */
  score: number;
  /** Whether taking the block would leave a single empty seat beside it. */
  leavesSingleSeat: boolean;
}

/**
 * Blocks of `quantity` adjacent free seats in one row, never across an aisle or gap (a change of
 * `block`), best first: every block that leaves no single empty seat (between itself and a taken
 * seat or its run's end) before any that does, then by score, then by row (nearer the stage,
 * then input order), then position. At most `limit` of them.
 */
export function candidates(input: BestAvailableInput, limit = 10): BestAvailableCandidate[] {
  const scored = scoreInput(input);
  const found: (BestAvailableCandidate & { rowIndex: number; start: number })[] = [];
  for (const segment of scored.segments) {
    const row = scored.rows[segment.rowIndex];
    if (!row) continue;
    for (const span of windowsOf(scored, segment, input.quantity)) {
      found.push({
        rowId: row.id,
        seatIds: row.seats.slice(span.start, span.start + input.quantity).map((seat) => seat.id),
        score: span.score,
        leavesSingleSeat: span.leavesSingleSeat,
        rowIndex: segment.rowIndex,
        start: span.start,
      });
    }
  }
  const distance = (rowIndex: number) => scored.rows[rowIndex]?.distanceFromStage ?? 0;
  found.sort(
    (a, b) =>
      compareWindows(a, b) ||
      distance(a.rowIndex) - distance(b.rowIndex) ||
      a.rowIndex - b.rowIndex ||
      a.start - b.start,
  );
  return found.slice(0, Math.max(0, limit)).map(({ rowId, seatIds, score, leavesSingleSeat }) => ({
    rowId,
    seatIds,
    score,
    leavesSingleSeat,
  }));
}
