import { describe, expect, it } from 'vitest';
import { groupSeats } from './group-seats.js';
import { row } from './row-picture.test-helper.js';

describe('group seats: a group larger than one block', () => {
  it('is null when fewer seats are free than the group', () => {
    expect(groupSeats({ rows: [row(1, 0, 'ffx'), row(2, 1, 'xfx')], centerX: 10 }, 4)).toBeNull();
    expect(groupSeats({ rows: [], centerX: 0 }, 1)).toBeNull();
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => groupSeats({ rows: [], centerX: 0 }, 0)).toThrow(RangeError);
    expect(() => groupSeats({ rows: [], centerX: 0 }, 1.5)).toThrow(RangeError);
  });

  it('fills the rows nearest the stage first, each seat once, never a taken one', () => {
    const picture = 'ffffffffffffffff'; // 16 seats a row
    const rows = [
      row(1, 0, picture),
      row(2, 1, 'xxffffffffffffff'),
      row(3, 2, picture),
      row(4, 3, picture),
    ];
    const seats = groupSeats({ rows, centerX: 75 }, 44);
    expect(seats).not.toBeNull();
    expect(new Set(seats).size).toBe(44);
    // Rows 1–3 hold 16 + 14 + 16 = 46 free seats: the group stays in them.
    expect(seats?.every((id) => id < 400)).toBe(true);
    expect(seats).not.toContain(200);
    expect(seats).not.toContain(201);
  });

  it('places a small group as best available does: one block together', () => {
    const rows = [row(1, 0, 'xxffffxx'), row(2, 1, 'ffffffff')];
    expect(groupSeats({ rows, centerX: 35 }, 4)?.sort()).toEqual([102, 103, 104, 105]);
  });

  it('keeps a group of 24 together in one row of 30', () => {
    const rows = [row(1, 0, 'f'.repeat(30)), row(2, 1, 'f'.repeat(30))];
    const seats = (groupSeats({ rows, centerX: 145 }, 24) ?? []).sort((a, b) => a - b);
    expect(seats).toHaveLength(24);
    expect(seats.every((id) => id >= 100 && id < 200)).toBe(true);
    // Adjacent: the 24 seats are one run of positions.
    expect((seats.at(-1) ?? 0) - (seats[0] ?? 0)).toBe(23);
  });

  it('takes every free seat when the group needs them all', () => {
    const rows = [row(1, 0, 'fxf|ff'), row(2, 1, 'xffx')];
    expect(groupSeats({ rows, centerX: 20 }, 6)?.sort()).toEqual([100, 102, 103, 104, 201, 202]);
  });
});
