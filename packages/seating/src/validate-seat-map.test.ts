import { describe, expect, it } from 'vitest';
import { MAX_SEATS, countSeats, type SeatMapDocumentInput } from './seat-map-document.js';
import { readSeatMap, validateSeatMap } from './validate-seat-map.js';

function smallMap(): SeatMapDocumentInput {
  return {
    format: 'theatre-seat-map',
    version: 1,
    name: 'Kamaraterem',
    width: 100,
    height: 80,
    stage: { x: 10, y: 0, width: 80, height: 10 },
    sections: [
      {
        name: 'Földszint',
        name_en: 'Stalls',
        rows: [
          {
            label: '1',
            seats: [
              { id: 11, label: '1', x: 20, y: 30 },
              { id: 12, label: '2', x: 30, y: 30 },
              { id: 13, label: '3', x: 50, y: 30, block: 1, wheelchair: true },
            ],
          },
          { label: '2', seats: [{ label: '1', x: 20, y: 40, rank: 3, category: 'A' }] },
        ],
      },
    ],
    categories: [{ name: 'A', color: '#aa3300' }],
  };
}

function read(doc: unknown) {
  return readSeatMap(doc);
}

describe('reading a seat map document', () => {
  it('accepts a sound map and fills in the default block', () => {
    const result = read(smallMap());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(countSeats(result.document)).toBe(4);
    expect(result.document.sections[0]!.rows[0]!.seats[0]!.block).toBe(0);
    expect(result.document.sections[0]!.rows[0]!.seats[2]!.block).toBe(1);
  });

  it('reports a wrong shape as invalid_shape problems at their paths', () => {
    const doc = smallMap() as unknown as Record<string, unknown>;
    const broken = {
      ...doc,
      version: 2,
      sections: [
        { name: '', name_en: 'x', rows: [{ label: '1', seats: [{ label: '1', x: 'a', y: 1 }] }] },
      ],
    };
    const result = read(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { code: 'invalid_shape', path: ['version'] },
        { code: 'invalid_shape', path: ['sections', 0, 'name'] },
        { code: 'invalid_shape', path: ['sections', 0, 'rows', 0, 'seats', 0, 'x'] },
      ]),
    );
  });

  it('rejects a category colour that is not #rrggbb and a seat id that is not a positive integer', () => {
    const doc = smallMap();
    doc.categories = [{ name: 'A', color: 'red' }];
    doc.sections[0]!.rows[0]!.seats[0]!.id = 0;
    const result = read(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path.join('.'))).toEqual(
      expect.arrayContaining(['categories.0.color', 'sections.0.rows.0.seats.0.id']),
    );
  });
});

describe('the rules beyond the shape', () => {
  function problemsOf(doc: SeatMapDocumentInput) {
    const result = read(doc);
    return result.ok ? [] : result.problems;
  }

  it('finds duplicate seat labels within a row, row labels within a section and seat ids', () => {
    const doc = smallMap();
    const section = doc.sections[0]!;
    section.rows[0]!.seats[1]!.label = '1';
    section.rows[1]!.label = '1';
    section.rows[1]!.seats[0]!.id = 11;
    expect(problemsOf(doc)).toEqual([
      { code: 'duplicate_seat_label', path: ['sections', 0, 'rows', 0, 'seats', 1, 'label'] },
      { code: 'duplicate_row_label', path: ['sections', 0, 'rows', 1, 'label'] },
      { code: 'duplicate_seat_id', path: ['sections', 0, 'rows', 1, 'seats', 0, 'id'] },
    ]);
  });

  it('allows the same seat label in different rows and the same row label in different sections', () => {
    const doc = smallMap();
    doc.sections.push({
      name: 'Erkély',
      name_en: 'Balcony',
      rows: [{ label: '1', seats: [{ label: '1', x: 20, y: 70 }] }],
    });
    expect(problemsOf(doc)).toEqual([]);
  });

  it('finds a duplicate section name', () => {
    const doc = smallMap();
    doc.sections.push({ ...doc.sections[0]!, rows: [] });
    expect(problemsOf(doc)).toEqual([
      { code: 'duplicate_section_name', path: ['sections', 1, 'name'] },
    ]);
  });

  it('finds seats outside the drawing and a stage outside it', () => {
    const doc = smallMap();
    doc.sections[0]!.rows[0]!.seats[0]!.x = 101;
    doc.sections[0]!.rows[1]!.seats[0]!.y = -1;
    doc.stage = { x: 50, y: 0, width: 60, height: 5 };
    expect(problemsOf(doc)).toEqual([
      { code: 'stage_outside', path: ['stage'] },
      { code: 'seat_outside', path: ['sections', 0, 'rows', 0, 'seats', 0] },
      { code: 'seat_outside', path: ['sections', 0, 'rows', 1, 'seats', 0] },
    ]);
  });

  it('finds blocks that go back along the row', () => {
    const doc = smallMap();
    doc.sections[0]!.rows[0]!.seats[1]!.block = 2;
    expect(problemsOf(doc)).toEqual([
      { code: 'block_out_of_order', path: ['sections', 0, 'rows', 0, 'seats', 2, 'block'] },
    ]);
  });

  it('finds unknown and duplicate categories', () => {
    const doc = smallMap();
    doc.sections[0]!.rows[1]!.seats[0]!.category = 'B';
    doc.categories!.push({ name: 'A', color: '#000000' });
    expect(problemsOf(doc)).toEqual([
      { code: 'duplicate_category', path: ['categories', 1, 'name'] },
      { code: 'unknown_category', path: ['sections', 0, 'rows', 1, 'seats', 0, 'category'] },
    ]);
  });

  it('finds an empty map', () => {
    const doc = smallMap();
    doc.sections = [{ name: 'Földszint', name_en: 'Stalls', rows: [{ label: '1', seats: [] }] }];
    expect(problemsOf(doc)).toEqual([{ code: 'empty_map', path: ['sections'] }]);
  });

  it(`finds more than ${MAX_SEATS} seats, and accepts exactly ${MAX_SEATS}`, () => {
    const rowsOf = (count: number) =>
      Array.from({ length: count / 50 }, (_, r) => ({
        label: String(r + 1),
        seats: Array.from({ length: 50 }, (_, s) => ({ label: String(s + 1), x: s, y: r / 2 })),
      }));
    const doc = smallMap();
    doc.sections = [{ name: 'Nagy', name_en: 'Big', rows: rowsOf(MAX_SEATS) }];
    expect(problemsOf(doc)).toEqual([]);
    doc.sections[0]!.rows = rowsOf(MAX_SEATS + 50);
    expect(problemsOf(doc)).toContainEqual({ code: 'too_many_seats', path: ['sections'] });
  });

  it('validateSeatMap takes a parsed document directly', () => {
    const result = read(smallMap());
    if (!result.ok) throw new Error('expected a sound map');
    const doc = result.document;
    expect(validateSeatMap(doc)).toEqual([]);
    expect(validateSeatMap({ ...doc, width: 10 }).map((p) => p.code)).toContain('seat_outside');
  });
});
