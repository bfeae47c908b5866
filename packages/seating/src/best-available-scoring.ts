import { z } from 'zod';

/**
 * The snapshot best available works on: the rows that hold seats of the asked zone, each with all
 * its seats in position order (a seat of another zone, held, sold or blocked is not `free`).
 */
export const bestAvailableInputSchema = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      sectionId: z.number().int(),
      /** The row's order from the stage (0 nearest), or its y: only the order and spread count. */
      distanceFromStage: z.number(),
      seats: z.array(
        z.object({
          id: z.number().int(),
          block: z.number().int().min(0),
          x: z.number(),
          free: z.boolean(),
          rank: z.number().nullish(),
        }),
      ),
    }),
  ),
  quantity: z.number().int().min(1).max(20),
  /** The centre line seats are scored against when the map has no ranks. */
  centerX: z.number(),
});

export type BestAvailableInput = z.input<typeof bestAvailableInputSchema>;
export type BestAvailableRow = BestAvailableInput['rows'][number];
export type BestAvailableSeat = BestAvailableRow['seats'][number];

/** A stretch of free seats in one row and one block (a part of a run of adjacent seats). */
export interface FreeSegment {
  rowIndex: number;
  /** Position of the segment's first and last seat in the row. */
  start: number;
  end: number;
  /** The run (same block, adjacent positions) the segment lies in. */
  runStart: number;
  runEnd: number;
}

/** A window of adjacent free seats, scored. */
export interface ScoredWindow {
  start: number;
  score: number;
  leavesSingleSeat: boolean;
}

/**
 * The input prepared for scoring: every seat's score (its rank when the map has ranks, an unranked
 * seat then after every ranked one; else its distance from the centre line plus its row's
 * distance from the stage, each scaled to 0..1), and the free segments row by row.
 */
export interface ScoredInput {
  rows: BestAvailableRow[];
  seatScores: number[][];
  segments: FreeSegment[];
  totalFree: number;
}

export function scoreInput(input: BestAvailableInput, maxQuantity = 20): ScoredInput {
  const quantity = input.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
    throw new RangeError(`quantity must be an integer from 1 to ${String(maxQuantity)}`);
  }
  const { rows, centerX } = input;
  const allSeats = rows.flatMap((row) => row.seats);
  const ranks = allSeats.flatMap((seat) => (typeof seat.rank === 'number' ? [seat.rank] : []));
  const hasRanks = ranks.length > 0;
  const worstRank = hasRanks ? Math.max(...ranks) + 1 : 0;
  const widest = Math.max(0, ...allSeats.map((seat) => Math.abs(seat.x - centerX))) || 1;
  const distances = rows.map((row) => row.distanceFromStage);
  const nearest = distances.length > 0 ? Math.min(...distances) : 0;
  const depth = (distances.length > 0 ? Math.max(...distances) : 0) - nearest || 1;

  const seatScores = rows.map((row) =>
    row.seats.map((seat) =>
      hasRanks
        ? (seat.rank ?? worstRank)
        : Math.abs(seat.x - centerX) / widest + (row.distanceFromStage - nearest) / depth,
    ),
  );

  const segments: FreeSegment[] = [];
  let totalFree = 0;
  rows.forEach((row, rowIndex) => {
    let runStart = 0;
    for (let i = 0; i <= row.seats.length; i++) {
      const seat = row.seats[i];
      const previous = row.seats[i - 1];
      if (i > 0 && (seat === undefined || seat.block !== previous?.block)) {
        collectSegments(row, rowIndex, runStart, i - 1, segments);
        runStart = i;
      }
      if (seat?.free) totalFree += 1;
    }
  });
  return { rows, seatScores, segments, totalFree };
}

function collectSegments(
  row: BestAvailableRow,
  rowIndex: number,
  runStart: number,
  runEnd: number,
  into: FreeSegment[],
): void {
  let start = -1;
  for (let i = runStart; i <= runEnd + 1; i++) {
    const free = i <= runEnd && row.seats[i]?.free === true;
    if (free && start < 0) start = i;
    if (!free && start >= 0) {
      into.push({ rowIndex, start, end: i - 1, runStart, runEnd });
      start = -1;
    }
  }
}

/**
 * The windows of `size` adjacent seats within a free segment, scored: the sum of the seats'
 * scores (rounded so that mirror-image blocks tie exactly), and whether the window leaves a single
 * free seat between itself and a taken seat or the end of its run.
 */
export function windowsOf(scored: ScoredInput, segment: FreeSegment, size: number): ScoredWindow[] {
  const row = scored.rows[segment.rowIndex];
  const scores = scored.seatScores[segment.rowIndex];
  if (!row || !scores || segment.end - segment.start + 1 < size) return [];
  const isFree = (i: number) =>
    i >= segment.runStart && i <= segment.runEnd && row.seats[i]?.free === true;
  const windows: ScoredWindow[] = [];
  let sum = 0;
  for (let i = segment.start; i < segment.start + size; i++) sum += scores[i] ?? 0;
  for (let start = segment.start; start + size - 1 <= segment.end; start++) {
    if (start > segment.start) sum += (scores[start + size - 1] ?? 0) - (scores[start - 1] ?? 0);
    const end = start + size - 1;
    const leftSingle = isFree(start - 1) && !isFree(start - 2);
    const rightSingle = isFree(end + 1) && !isFree(end + 2);
    windows.push({
      start,
      score: Math.round(sum * 1e9) / 1e9,
      leavesSingleSeat: leftSingle || rightSingle,
    });
  }
  return windows;
}

/** Orders by the rule: leaving no single seat first, then the lower score. */
export function compareWindows(
  a: Pick<ScoredWindow, 'leavesSingleSeat' | 'score'>,
  b: Pick<ScoredWindow, 'leavesSingleSeat' | 'score'>,
): number {
  return Number(a.leavesSingleSeat) - Number(b.leavesSingleSeat) || a.score - b.score;
}
