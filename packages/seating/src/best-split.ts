import {
  compareWindows,
  scoreInput,
  windowsOf,
  type BestAvailableInput,
  type FreeSegment,
  type ScoredInput,
  type ScoredWindow,
} from './best-available-scoring.js';

export interface BestSplitPart {
  rowId: number;
  seatIds: number[];
}

export interface BestSplit {
  /** In row order (nearer the stage first), then position. */
  parts: BestSplitPart[];
  score: number;
  /** How many parts leave a single empty seat beside them. */
  singleSeatsLeft: number;
}

/** A choice in the search: a span of `size` seats in a segment, after the earlier choices. */
interface Choice {
  segment: FreeSegment;
  span: ScoredWindow;
  size: number;
  previous: Choice | null;
}

interface State {
  singles: number;
  score: number;
  choice: Choice | null;
}

/**
 * When no row has `quantity` adjacent free seats: the best set of blocks adding up to it. Fewest
 * parts first; then the rows closest together (within one section before across sections; rows
 * at the same distance from the stage count as one); then fewest parts leaving a single empty
 * seat; then the lowest total score. Null when fewer seats than asked are free. When a single
 * block exists it is the answer, as one part.
 */
export function bestSplit(input: BestAvailableInput): BestSplit | null {
  return splitOf(scoreInput(input), input.quantity);
}

/** The most seats a group's split places at once (a large hall's worth). */
export const groupSplitMax = 1000;

/**
 * The best split for a group beyond best available's 20 seats (a group order by bank transfer,
 * decision 0046): the same rule on the whole group at once, so it takes the fewest blocks in
 * rows as close together as the hall allows (a school of 44 in rows of 16: three rows, one
 * behind the other). Null when fewer seats are free.
 */
export function bestGroupSplit(input: BestAvailableInput): BestSplit | null {
  return splitOf(scoreInput(input, groupSplitMax), input.quantity);
}

function splitOf(scored: ScoredInput, quantity: number): BestSplit | null {
  if (scored.totalFree < quantity) return null;
  const parts = fewestParts(scored.segments, quantity);

  // Windows of rows: each section's rows by their distance rank, then all rows together.
  const groups = new Map<number, number[]>();
  scored.rows.forEach((row, rowIndex) => {
    groups.set(row.sectionId, [...(groups.get(row.sectionId) ?? []), rowIndex]);
  });
  const ranked = [...groups.values(), scored.rows.map((_, rowIndex) => rowIndex)].map(
    (rowIndexes) => rankRows(scored, rowIndexes),
  );
  const allRows = ranked.length - 1;

  for (const scope of [ranked.slice(0, allRows), ranked.slice(allRows)]) {
    const maxRank = Math.max(0, ...scope.flatMap((ranks) => [...ranks.values()]));
    for (let spread = 0; spread <= maxRank; spread++) {
      let best: State | null = null;
      for (const ranks of scope) {
        for (let first = 0; first + spread <= maxRank; first++) {
          const inWindow = scored.segments.filter((segment) => {
            const rank = ranks.get(segment.rowIndex);
            return rank !== undefined && rank >= first && rank <= first + spread;
          });
          if (!fits(inWindow, parts, quantity)) continue;
          const found = choose(scored, inWindow, parts, quantity);
          if (found && (!best || compareStates(found, best) < 0)) best = found;
        }
      }
      if (best) return toSplit(scored, best);
    }
  }
  return null;
}

/** The fewest segments whose lengths can add up to the quantity. */
function fewestParts(segments: readonly FreeSegment[], quantity: number): number {
  const lengths = segments.map((s) => s.end - s.start + 1).sort((a, b) => b - a);
  let sum = 0;
  for (const [index, length] of lengths.entries()) {
    sum += length;
    if (sum >= quantity) return index + 1;
  }
  return lengths.length;
}

function fits(segments: readonly FreeSegment[], parts: number, quantity: number): boolean {
  const lengths = segments.map((s) => s.end - s.start + 1).sort((a, b) => b - a);
  return lengths.slice(0, parts).reduce((sum, length) => sum + length, 0) >= quantity;
}

/** Dense ranks of the rows' distances from the stage (equal distances share a rank). */
function rankRows(scored: ScoredInput, rowIndexes: readonly number[]): Map<number, number> {
  const distances = [
    ...new Set(rowIndexes.map((i) => scored.rows[i]?.distanceFromStage ?? 0)),
  ].sort((a, b) => a - b);
  return new Map(
    rowIndexes.map((i) => [i, distances.indexOf(scored.rows[i]?.distanceFromStage ?? 0)]),
  );
}

/**
 * The best choice of exactly `parts` segments, with sizes adding up to `quantity` and each part
 * at its best span in its segment; a knapsack over (parts used, seats covered).
 */
function choose(
  scored: ScoredInput,
  segments: readonly FreeSegment[],
  parts: number,
  quantity: number,
): State | null {
  // table[used * width + covered]: the best state using `used` parts to cover `covered` seats.
  const width = quantity + 1;
  const table: (State | null)[] = Array.from({ length: (parts + 1) * width }, () => null);
  table[0] = { singles: 0, score: 0, choice: null };
  for (const segment of segments) {
    const length = segment.end - segment.start + 1;
    const bestWindows = bestWindowsOf(scored, segment, quantity);
    for (let used = parts; used >= 1; used--) {
      for (let covered = quantity; covered >= 1; covered--) {
        for (let size = 1; size <= Math.min(length, covered); size++) {
          const before = table[(used - 1) * width + covered - size];
          const span = bestWindows[size];
          if (!before || !span) continue;
          const next: State = {
            singles: before.singles + Number(span.leavesSingleSeat),
            score: Math.round((before.score + span.score) * 1e9) / 1e9,
            choice: { segment, span, size, previous: before.choice },
          };
          const current = table[used * width + covered];
          if (!current || compareStates(next, current) < 0) table[used * width + covered] = next;
        }
      }
    }
  }
  return table[parts * width + quantity] ?? null;
}

const bestWindowsCache = new WeakMap<FreeSegment, (ScoredWindow | undefined)[]>();

/** For each size up to the quantity, the segment's best span of that size. */
function bestWindowsOf(
  scored: ScoredInput,
  segment: FreeSegment,
  quantity: number,
): (ScoredWindow | undefined)[] {
  const cached = bestWindowsCache.get(segment);
  if (cached) return cached;
  const best: (ScoredWindow | undefined)[] = [];
  for (let size = 1; size <= Math.min(segment.end - segment.start + 1, quantity); size++) {
    best[size] = windowsOf(scored, segment, size).sort(
      (a, b) => compareWindows(a, b) || a.start - b.start,
    )[0];
  }
  bestWindowsCache.set(segment, best);
  return best;
}

function compareStates(a: State, b: State): number {
  return a.singles - b.singles || a.score - b.score;
}

function toSplit(scored: ScoredInput, state: State): BestSplit {
  const chosen: Choice[] = [];
  for (let choice = state.choice; choice; choice = choice.previous) chosen.push(choice);
  const distance = (choice: Choice) => scored.rows[choice.segment.rowIndex]?.distanceFromStage ?? 0;
  chosen.sort(
    (a, b) =>
      distance(a) - distance(b) ||
      a.segment.rowIndex - b.segment.rowIndex ||
      a.span.start - b.span.start,
  );
  return {
    parts: chosen.map((choice) => {
      const row = scored.rows[choice.segment.rowIndex];
      return {
        rowId: row?.id ?? 0,
        seatIds: (row?.seats ?? [])
          .slice(choice.span.start, choice.span.start + choice.size)
          .map((seat) => seat.id),
      };
    }),
    score: state.score,
    singleSeatsLeft: state.singles,
  };
}
