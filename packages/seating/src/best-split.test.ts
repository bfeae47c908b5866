import { describe, expect, it } from 'vitest';
import { candidates } from './best-available.js';
import { bestSplit } from './best-split.js';
import { row } from './row-picture.test-helper.js';

const seatsOf = (split: ReturnType<typeof bestSplit>) => split?.parts.map((part) => part.seatIds);

describe('best available: the best split when no block fits', () => {
  it('is null when fewer seats are free than asked', () => {
    expect(
      bestSplit({ rows: [row(1, 0, 'fxf'), row(2, 1, 'xxx')], quantity: 3, centerX: 10 }),
    ).toBeNull();
    expect(bestSplit({ rows: [], quantity: 1, centerX: 0 })).toBeNull();
  });

  it('proposes two pairs in adjacent rows rather than rows apart', () => {
    const rows = [
      row(1, 0, 'xxffxxxx'),
      row(2, 1, 'xxxffxxx'),
      row(3, 2, 'xxxxxxxx'),
      row(4, 3, 'xfffxxxx'),
    ];
    expect(candidates({ rows, quantity: 4, centerX: 35 })).toEqual([]);
    const split = bestSplit({ rows, quantity: 4, centerX: 35 });
    expect(split?.parts).toEqual([
      { rowId: 1, seatIds: [102, 103] },
      { rowId: 2, seatIds: [203, 204] },
    ]);
    expect(split?.singleSeatsLeft).toBe(0);
  });

  it('prefers fewer parts to nearer rows', () => {
    // Four seats: three parts fit in the first three rows, but two parts need the back row.
    const rows = [row(1, 0, 'xffx'), row(2, 1, 'xfxx'), row(3, 2, 'xfxx'), row(4, 9, 'xfffx')];
    const split = bestSplit({ rows, quantity: 4, centerX: 20 });
    expect(split?.parts.map((part) => part.rowId)).toEqual([3, 4]);
    expect(seatsOf(split)).toEqual([[301], [401, 402, 403]]);
  });

  it('counts rows between that are full, so rows either side of them are not adjacent', () => {
    const rows = [row(1, 0, 'xffx'), row(2, 1, 'xxxx'), row(3, 2, 'ffxx'), row(4, 3, 'xxff')];
    // Rows 3 and 4 are adjacent; rows 1 and 3 have a full row between them.
    expect(seatsOf(bestSplit({ rows, quantity: 4, centerX: 15 }))).toEqual([
      [300, 301],
      [402, 403],
    ]);
  });

  it('avoids leaving single seats, then takes the better seats', () => {
    const rows = [row(1, 0, 'xfffx'), row(2, 1, 'xfffx')];
    // Two parts of two would each leave a single seat; three and one leaves one part doing so.
    const split = bestSplit({ rows, quantity: 4, centerX: 20 });
    expect(split?.singleSeatsLeft).toBe(0);
    // The middle seat of the second row would leave a single seat on each side; an end one does not.
    expect(seatsOf(split)).toEqual([[101, 102, 103], [201]]);
  });

  it('stays within a section before going across sections', () => {
    const rows = [row(1, 0, 'ff', 1), row(2, 3, 'ff', 1), row(3, 0, 'ff', 2)];
    expect(bestSplit({ rows, quantity: 4, centerX: 5 })?.parts.map((part) => part.rowId)).toEqual([
      1, 2,
    ]);
    const apart = [row(1, 0, 'ff', 1), row(3, 0, 'ff', 2)];
    expect(
      bestSplit({ rows: apart, quantity: 4, centerX: 5 })?.parts.map((part) => part.rowId),
    ).toEqual([1, 3]);
  });

  it('answers with the best block as one part when one fits', () => {
    const rows = [row(1, 0, 'ffffxffff'), row(2, 1, 'fffffffff')];
    const [best] = candidates({ rows, quantity: 3, centerX: 40 });
    expect(bestSplit({ rows, quantity: 3, centerX: 40 })?.parts).toEqual([
      { rowId: best!.rowId, seatIds: best!.seatIds },
    ]);
  });

  it('honours ranks and answers the same for the same input', () => {
    const rows = [row(1, 0, 'fxfxf'), row(2, 1, 'fxfxf')];
    rows[1]!.seats.forEach((seat) => (seat.rank = 1));
    rows[0]!.seats.forEach((seat) => (seat.rank = 5));
    const input = { rows, quantity: 3, centerX: 20 };
    const split = bestSplit(input);
    expect(seatsOf(split)).toEqual([[200], [202], [204]]);
    expect(split?.score).toBe(3);
    expect(bestSplit(input)).toEqual(split);
  });

  it('works through a large hall quickly', () => {
    const picture = 'fxx'.repeat(16) + '|' + 'xfx'.repeat(16);
    const rows = Array.from({ length: 50 }, (_, i) => row(i + 1, i, picture, (i % 3) + 1));
    const started = Date.now();
    const split = bestSplit({ rows, quantity: 20, centerX: 240 });
    expect(split?.parts).toHaveLength(20);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
