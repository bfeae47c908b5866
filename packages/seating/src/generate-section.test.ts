import { describe, expect, it } from 'vitest';
import { generateSection, rowLabel, type GenerateSectionParams } from './generate-section.js';
import { validateSeatMap } from './validate-seat-map.js';

const base: GenerateSectionParams = {
  name: 'Földszint',
  name_en: 'Stalls',
  rows: 3,
  seatsPerRow: 4,
  numbering: 'straight',
  origin: { x: 100, y: 50 },
  seatSpacing: 10,
  rowSpacing: 12,
};

const labelsOf = (params: GenerateSectionParams, row = 0) =>
  generateSection(params).rows[row]!.seats.map((seat) => seat.label);

describe('generating a section', () => {
  it('lays out straight rows from the stage down, centred on the origin, numbered from the left', () => {
    const section = generateSection(base);
    expect(section.name).toBe('Földszint');
    expect(section.name_en).toBe('Stalls');
    expect(section.rows.map((row) => row.label)).toEqual(['1', '2', '3']);
    expect(section.rows[0]!.seats).toEqual([
      { label: '1', x: 85, y: 50, block: 0 },
      { label: '2', x: 95, y: 50, block: 0 },
      { label: '3', x: 105, y: 50, block: 0 },
      { label: '4', x: 115, y: 50, block: 0 },
    ]);
    expect(section.rows[2]!.seats.map((seat) => seat.y)).toEqual([74, 74, 74, 74]);
  });

  it('numbers right to left, from a given first seat', () => {
    expect(labelsOf({ ...base, direction: 'rtl', firstSeat: 3 })).toEqual(['6', '5', '4', '3']);
  });

  it('leaves a gap one seat wide after each aisle position and starts a new block there', () => {
    const row = generateSection({ ...base, seatsPerRow: 5, aisles: [2, 4, 9] }).rows[0]!;
    expect(row.seats.map((seat) => seat.block)).toEqual([0, 0, 1, 1, 2]);
    expect(row.seats.map((seat) => seat.x)).toEqual([70, 80, 100, 110, 130]);
    expect(row.seats.map((seat) => seat.label)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('numbers odd on the left and even on the right of a centre aisle centred on the origin', () => {
    const row = generateSection({ ...base, seatsPerRow: 6, numbering: 'odd_even' }).rows[0]!;
    expect(row.seats.map((seat) => seat.label)).toEqual(['5', '3', '1', '2', '4', '6']);
    expect(row.seats.map((seat) => seat.block)).toEqual([0, 0, 0, 1, 1, 1]);
    // The centre aisle is one seat wide, its middle on the origin.
    expect(row.seats.map((seat) => seat.x)).toEqual([70, 80, 90, 110, 120, 130]);
    expect(labelsOf({ ...base, seatsPerRow: 5, numbering: 'odd_even' })).toEqual([
      '5',
      '3',
      '1',
      '2',
      '4',
    ]);
    expect(labelsOf({ ...base, seatsPerRow: 4, numbering: 'odd_even', direction: 'rtl' })).toEqual([
      '4',
      '2',
      '1',
      '3',
    ]);
    // With an odd count the odd side takes the extra seat, on whichever side it is.
    const rtl = generateSection({
      ...base,
      seatsPerRow: 5,
      numbering: 'odd_even',
      direction: 'rtl',
    });
    expect(rtl.rows[0]!.seats.map((seat) => [seat.label, seat.block])).toEqual([
      ['4', 0],
      ['2', 0],
      ['1', 1],
      ['3', 1],
      ['5', 1],
    ]);
    expect(labelsOf({ ...base, seatsPerRow: 1, numbering: 'odd_even', direction: 'rtl' })).toEqual([
      '1',
    ]);
  });

  it('labels rows with letters from a first row, and takes one seat count per row', () => {
    const section = generateSection({
      ...base,
      rowLabels: 'letters',
      firstRow: 25,
      seatsPerRow: [2, 3, 4],
    });
    expect(section.rows.map((row) => row.label)).toEqual(['Y', 'Z', 'AA']);
    expect(section.rows.map((row) => row.seats.length)).toEqual([2, 3, 4]);
    expect(rowLabel(702, 'letters')).toBe('ZZ');
    expect(rowLabel(703, 'letters')).toBe('AAA');
    expect(rowLabel(7, 'numbers')).toBe('7');
  });

  it('bends rows into concentric arcs: the ends sit nearer the stage, rows keep their spacing', () => {
    const section = generateSection({ ...base, seatsPerRow: 9, curve: 3 });
    const front = section.rows[0]!.seats;
    const middle = front[4]!;
    expect(middle).toMatchObject({ x: 100, y: 50 });
    for (let i = 0; i < 4; i++) {
      // Symmetric about the centre line, and each seat further out sits higher than the one inside it.
      expect(front[i]!.y).toBeCloseTo(front[8 - i]!.y, 5);
      expect(front[i]!.x - 100).toBeCloseTo(100 - front[8 - i]!.x, 5);
      expect(front[i]!.y).toBeLessThan(front[i + 1]!.y);
    }
    expect(section.rows[1]!.seats[4]).toMatchObject({ x: 100, y: 62 });
    // Neighbours stay about one seat spacing apart along the arc.
    const gap = Math.hypot(front[1]!.x - front[0]!.x, front[1]!.y - front[0]!.y);
    expect(gap).toBeGreaterThan(9.9);
    expect(gap).toBeLessThan(10.01);
  });

  it('gives new seats no id, and the result is a sound part of a map', () => {
    const section = generateSection({
      ...base,
      rows: 20,
      seatsPerRow: 30,
      numbering: 'odd_even',
      curve: 1,
      origin: { x: 500, y: 100 },
    });
    expect(section.rows.flatMap((row) => row.seats).some((seat) => 'id' in seat)).toBe(false);
    const problems = validateSeatMap({
      format: 'theatre-seat-map',
      version: 1,
      name: 'Teszt',
      width: 1000,
      height: 1000,
      stage: { x: 0, y: 0, width: 200, height: 20 },
      sections: [section],
    });
    expect(problems).toEqual([]);
  });

  it('refuses parameters outside their ranges', () => {
    expect(() => generateSection({ ...base, rows: 0 })).toThrow();
    expect(() => generateSection({ ...base, rows: 101 })).toThrow();
    expect(() => generateSection({ ...base, seatsPerRow: 201 })).toThrow();
    expect(() => generateSection({ ...base, seatsPerRow: [4, 4] })).toThrow();
    expect(() => generateSection({ ...base, seatSpacing: 0 })).toThrow();
    expect(() => generateSection({ ...base, curve: -1 })).toThrow();
  });
});
