import { describe, expect, it } from 'vitest';
import { renumberRow } from './renumber-row.js';
import type { SeatMapRow } from './seat-map-document.js';

function rowOf(blocks: number[]): SeatMapRow {
  return {
    label: '5',
    seats: blocks.map((block, i) => ({
      label: `x${i}`,
      x: i * 10,
      y: 50,
      block,
      wheelchair: i === 0,
    })),
  };
}

const labels = (row: SeatMapRow) => row.seats.map((seat) => seat.label);

describe('renumbering a row', () => {
  it('numbers straight through from the left, or from the right', () => {
    expect(labels(renumberRow(rowOf([0, 0, 0, 0]), 'straight'))).toEqual(['1', '2', '3', '4']);
    expect(labels(renumberRow(rowOf([0, 0, 0, 0]), 'straight', 11, { direction: 'rtl' }))).toEqual([
      '14',
      '13',
      '12',
      '11',
    ]);
  });

  it('numbers odd on the left and even on the right, outwards from the centre aisle', () => {
    const row = rowOf([0, 0, 0, 1, 1, 1]);
    expect(labels(renumberRow(row, 'odd_even'))).toEqual(['5', '3', '1', '2', '4', '6']);
    expect(labels(renumberRow(row, 'odd_even', 1, { direction: 'rtl' }))).toEqual([
      '6',
      '4',
      '2',
      '1',
      '3',
      '5',
    ]);
  });

  it('takes the block boundary nearest the middle as the centre aisle', () => {
    // Side aisles after the first and before the last seat; the centre aisle after the fourth.
    const row = rowOf([0, 1, 1, 1, 2, 2, 2, 3]);
    expect(labels(renumberRow(row, 'odd_even'))).toEqual(['7', '5', '3', '1', '2', '4', '6', '8']);
  });

  it('splits a row without a gap at its middle, the odd side taking the extra seat', () => {
    expect(labels(renumberRow(rowOf([0, 0, 0, 0, 0]), 'odd_even'))).toEqual([
      '5',
      '3',
      '1',
      '2',
      '4',
    ]);
  });

  it('honours an explicit centre and an even first number', () => {
    expect(labels(renumberRow(rowOf([0, 0, 0, 0, 0]), 'odd_even', 1, { centre: 2 }))).toEqual([
      '3',
      '1',
      '2',
      '4',
      '6',
    ]);
    expect(labels(renumberRow(rowOf([0, 0, 1, 1]), 'odd_even', 2))).toEqual(['5', '3', '2', '4']);
  });

  it('keeps positions, blocks and flags, and leaves the given row alone', () => {
    const row = rowOf([0, 0, 1]);
    const renumbered = renumberRow(row, 'straight');
    const withoutLabel = (r: SeatMapRow) => r.seats.map((seat) => ({ ...seat, label: '' }));
    expect(withoutLabel(renumbered)).toEqual(withoutLabel(row));
    expect(labels(row)).toEqual(['x0', 'x1', 'x2']);
    expect(renumbered.label).toBe('5');
  });
});
