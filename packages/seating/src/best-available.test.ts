import { describe, expect, it } from 'vitest';
import { candidates } from './best-available.js';
import { row } from './row-picture.test-helper.js';

describe('best available: blocks in one row', () => {
  it('puts the best row first: nearer the stage and nearer the centre line', () => {
    const rows = [row(1, 0, 'xxxxxxxxx'), row(2, 1, 'ffffxffff'), row(3, 2, 'fffffffff')];
    const found = candidates({ rows, quantity: 2, centerX: 40 });
    // Row 2 centre pairs (positions 2-3 and 5-6) first; 1-2 and 6-7 leave a single seat.
    expect(found.slice(0, 2).map((c) => c.seatIds)).toEqual([
      [202, 203],
      [205, 206],
    ]);
    expect(found[0]!.score).toBe(found[1]!.score);
    expect(found.every((c) => c.seatIds.length === 2)).toBe(true);
  });

  it('avoids leaving a single empty seat when another block exists', () => {
    // Taking the middle two of "ffff" leaves a single seat on each side; the ends do not.
    const rows = [row(1, 0, 'xffffx')];
    const found = candidates({ rows, quantity: 2, centerX: 25 });
    expect(found.map((c) => [c.seatIds, c.leavesSingleSeat])).toEqual([
      [[101, 102], false],
      [[103, 104], false],
      [[102, 103], true],
    ]);
  });

  it('takes a block that leaves a single seat when nothing else fits', () => {
    const found = candidates({ rows: [row(1, 0, 'fff')], quantity: 2, centerX: 10 });
    expect(found).toEqual([
      {
        rowId: 1,
        seatIds: [100, 101],
        score: expect.any(Number) as number,
        leavesSingleSeat: true,
      },
      {
        rowId: 1,
        seatIds: [101, 102],
        score: expect.any(Number) as number,
        leavesSingleSeat: true,
      },
    ]);
  });

  it('counts a single seat left at the aisle as left alone too', () => {
    const found = candidates({ rows: [row(1, 0, 'fff|fff')], quantity: 2, centerX: 35 });
    expect(found.filter((c) => !c.leavesSingleSeat).map((c) => c.seatIds)).toEqual([]);
    // Beside the aisle, leaving a pair at the row's end, is fine; one seat further is not.
    const beside = candidates({ rows: [row(1, 0, 'ffff|ff')], quantity: 2, centerX: 35 });
    expect(beside[0]!.seatIds).toEqual([102, 103]);
    expect(beside.find((c) => c.seatIds[0] === 101)!.leavesSingleSeat).toBe(true);
  });

  it('never crosses an aisle or a gap', () => {
    const found = candidates({ rows: [row(1, 0, 'xfff|fffx')], quantity: 4, centerX: 40 }, 50);
    expect(found).toEqual([]);
    const three = candidates({ rows: [row(1, 0, 'xfff|fffx')], quantity: 3, centerX: 40 }, 50);
    expect(three.map((c) => c.seatIds)).toEqual([
      [101, 102, 103],
      [104, 105, 106],
    ]);
  });

  it('honours ranks when the map has them, an unranked seat after every ranked one', () => {
    const back = row(2, 1, 'ffff');
    back.seats.forEach((seat, i) => (seat.rank = i + 1));
    const front = row(1, 0, 'ffff');
    front.seats.forEach((seat) => (seat.rank = 10));
    front.seats[0]!.rank = null;
    const found = candidates({ rows: [front, back], quantity: 2, centerX: 15 });
    // Ranks decide over the row's distance; the unranked seat counts as rank 11 (worst + 1).
    expect(found.map((c) => [c.seatIds, c.score])).toEqual([
      [[200, 201], 3],
      [[202, 203], 7],
      [[102, 103], 20],
      [[100, 101], 21],
      [[201, 202], 5],
      [[101, 102], 20],
    ]);
  });

  it('breaks ties by row order, then position, and honours the limit', () => {
    const rows = [row(2, 0, 'ff', 2), row(1, 0, 'ff', 1)];
    const found = candidates({ rows, quantity: 2, centerX: 5 }, 1);
    expect(found.map((c) => c.rowId)).toEqual([2]);
    expect(candidates({ rows, quantity: 1, centerX: 5 }).map((c) => c.seatIds[0])).toEqual([
      200, 201, 100, 101,
    ]);
  });

  it('refuses a quantity outside 1..20', () => {
    expect(() => candidates({ rows: [], quantity: 0, centerX: 0 })).toThrow(RangeError);
    expect(() => candidates({ rows: [], quantity: 21, centerX: 0 })).toThrow(RangeError);
  });
});
