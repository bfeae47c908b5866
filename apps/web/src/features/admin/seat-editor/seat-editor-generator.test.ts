import { validateSeatMap } from '@theatre/seating';
import { describe, expect, it } from 'vitest';
import { emptySeatMap, withSection } from './seat-editor-document';
import { buildSection, defaultGeneratorValues, parseAisles } from './seat-editor-generator';

const values = { ...defaultGeneratorValues, name: 'Földszint', name_en: 'Stalls' };

describe('the section generator form', () => {
  it('reads aisle positions, and refuses anything but positive whole numbers', () => {
    expect(parseAisles('')).toEqual([]);
    expect(parseAisles('4, 10')).toEqual([4, 10]);
    expect(parseAisles('4;10 12')).toEqual([4, 10, 12]);
    expect(parseAisles('4, x')).toBeNull();
    expect(parseAisles('0')).toBeNull();
    expect(parseAisles('2.5')).toBeNull();
  });

  it('builds a section from complete values, with odd-even numbering and an aisle', () => {
    const section = buildSection(
      {
        ...values,
        rows: 2,
        seatsPerRow: 6,
        numbering: 'odd_even',
        firstRow: 3,
        rowLabels: 'letters',
      },
      emptySeatMap('Kamara'),
    );
    expect(section?.rows.map((row) => row.label)).toEqual(['C', 'D']);
    expect(section?.rows[0]?.seats.map((seat) => seat.label)).toEqual([
      '5',
      '3',
      '1',
      '2',
      '4',
      '6',
    ]);
    const doc = withSection(emptySeatMap('Kamara'), section!);
    expect(validateSeatMap(doc)).toEqual([]);
  });

  it('gives no section while values are missing or out of range', () => {
    const doc = emptySeatMap('Kamara');
    expect(buildSection({ ...values, name: ' ' }, doc)).toBeNull();
    expect(buildSection({ ...values, rows: '' }, doc)).toBeNull();
    expect(buildSection({ ...values, seatsPerRow: 500 }, doc)).toBeNull();
    expect(buildSection({ ...values, aisles: 'a' }, doc)).toBeNull();
    expect(buildSection({ ...values, curve: 3 }, doc)?.rows).toHaveLength(5);
  });
});
