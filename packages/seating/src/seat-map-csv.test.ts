import { describe, expect, it } from 'vitest';
import type { SeatMapDocument } from './seat-map-document.js';
import { exportSeatMapCsv, importSeatMapCsv } from './seat-map-csv.js';
import { validateSeatMap } from './validate-seat-map.js';

const HEADER =
  'section,section_en,row,seat,x,y,block,wheelchair,companion,restricted_view,category,id';

function doc(): SeatMapDocument {
  return {
    format: 'theatre-seat-map',
    version: 1,
    name: 'Kamara',
    width: 300,
    height: 200,
    stage: { x: 10, y: 0, width: 200, height: 20 },
    sections: [
      {
        name: 'Páholy, "A" oldal\nbal',
        name_en: 'Box, "A" side',
        rows: [
          {
            label: '1',
            seats: [
              { id: 7, label: '1', x: 10.5, y: 50, block: 0, wheelchair: true, companion: false },
              { label: '2', x: 20, y: 50, block: 0, restricted_view: true, category: 'Olcsó; "B"' },
            ],
          },
        ],
      },
      {
        name: 'Földszint',
        name_en: 'Stalls',
        rows: [
          { label: 'A', seats: [{ label: '12', x: 100, y: 80, block: 2, rank: null }] },
          { label: 'B', seats: [{ id: 9, label: '1', x: 100, y: 95, block: 0 }] },
        ],
      },
    ],
  };
}

function imported(text: string, options = {}) {
  const result = importSeatMapCsv(text, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

describe('seat map CSV', () => {
  it('writes a header and one line per seat, quoting what needs it, flags as 1/0 or empty', () => {
    expect(exportSeatMapCsv(doc())).toBe(
      [
        HEADER,
        '"Páholy, ""A"" oldal\nbal","Box, ""A"" side",1,1,10.5,50,0,1,0,,,7',
        '"Páholy, ""A"" oldal\nbal","Box, ""A"" side",1,2,20,50,0,,,1,"Olcsó; ""B""",',
        'Földszint,Stalls,A,12,100,80,2,,,,,',
        'Földszint,Stalls,B,1,100,95,0,,,,,9',
        '',
      ].join('\r\n'),
    );
  });

  it('reads back what it wrote: names with commas, quotes and line breaks, flags, ids, blocks', () => {
    const original = doc();
    const back = imported(exportSeatMapCsv(original), { name: 'Kamara' });
    // The CSV has no rank column: the seat whose rank was null comes back without one.
    const withoutRank = original.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({
        ...row,
        seats: row.seats.map((seat) => {
          const copy = { ...seat };
          delete copy.rank;
          return copy;
        }),
      })),
    }));
    expect(back.sections).toEqual(withoutRank);
    expect(back.name).toBe('Kamara');
    expect(validateSeatMap(back)).toEqual([]);
  });

  it('groups seats into sections and rows by first appearance, columns in any order', () => {
    const text = [
      'seat,row,section,y,x',
      '1,2,Erkély,40,10',
      '1,1,Földszint,10,10',
      '2,2,Erkély,40,20',
      '2,1,Földszint,10,20',
      '1,1,Erkély,30,10',
    ].join('\n');
    const result = imported(text);
    expect(result.sections.map((s) => [s.name, s.name_en, s.rows.map((r) => r.label)])).toEqual([
      ['Erkély', 'Erkély', ['2', '1']],
      ['Földszint', 'Földszint', ['1']],
    ]);
    expect(result.sections[0]!.rows[0]!.seats).toEqual([
      { label: '1', x: 10, y: 40, block: 0 },
      { label: '2', x: 20, y: 40, block: 0 },
    ]);
    expect(result.width).toBeGreaterThan(20);
    expect(result.stage.y).toBe(0);
  });

  it('reads a semicolon file with decimal commas, as a Hungarian spreadsheet saves it', () => {
    const result = imported(
      '\uFEFFsection;row;seat;x;y;wheelchair\r\nFöldszint;1;1;10,5;20;TRUE\r\n',
    );
    expect(result.sections[0]!.rows[0]!.seats[0]).toEqual({
      label: '1',
      x: 10.5,
      y: 20,
      block: 0,
      wheelchair: true,
    });
  });

  it('keeps a given size and stage', () => {
    const result = imported('section,row,seat,x,y\nA,1,1,10,20\n', {
      size: { width: 500, height: 400 },
      stage: { x: 0, y: 0, width: 500, height: 30 },
    });
    expect(result).toMatchObject({
      width: 500,
      height: 400,
      stage: { x: 0, y: 0, width: 500, height: 30 },
    });
  });

  it('reports every bad value with its line, counting the lines inside quoted fields', () => {
    const text = [
      HEADER,
      '"Föld\nszint",Stalls,1,1,10,20,0,1,,,,',
      'Földszint,Stalls,1,2,ten,20,0,yes,,,,0',
      'Földszint,Stalls,,3,10,20,-1,,,,,',
      'Földszint,Stalls,1,4,10,20,0,,,,,',
      'Föld\nszint,Other,1,5,10,20,0,,,,,',
      'Földszint,Stalls,1,2,10',
      `Földszint,Stalls,1,${'9'.repeat(21)},1e2,20,0,,,,,`,
    ].join('\r\n');
    const result = importSeatMapCsv(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { code: 'invalid_number', line: 4, column: 'x' },
      { code: 'invalid_id', line: 4, column: 'id' },
      { code: 'invalid_boolean', line: 4, column: 'wheelchair' },
      { code: 'missing_value', line: 5, column: 'row' },
      { code: 'invalid_block', line: 5, column: 'block' },
      // An unquoted line break splits a record in two: a short one, then one that reads.
      { code: 'field_count', line: 7 },
      { code: 'field_count', line: 9 },
      { code: 'text_too_long', line: 10, column: 'seat' },
    ]);
  });

  it('reports a section named with two English names', () => {
    const result = importSeatMapCsv(
      'section,section_en,row,seat,x,y\nA,Stalls,1,1,1,1\nA,Other,1,2,2,1\n',
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'section_en_mismatch', line: 3, column: 'section_en' }],
    });
  });

  it('reports a header without the needed columns or with unknown ones, and an empty file', () => {
    expect(importSeatMapCsv('section,row,seat,x,colour\n')).toEqual({
      ok: false,
      errors: [
        { code: 'unknown_column', line: 1, column: 'colour' },
        { code: 'missing_column', line: 1, column: 'y' },
      ],
    });
    expect(importSeatMapCsv('section,row,seat,x,y,x\n')).toEqual({
      ok: false,
      errors: [{ code: 'duplicate_column', line: 1, column: 'x' }],
    });
    expect(importSeatMapCsv('')).toEqual({ ok: false, errors: [{ code: 'empty_file', line: 1 }] });
    expect(importSeatMapCsv('section,row,seat,x,y\n"A,1,1,1,1\n')).toEqual({
      ok: false,
      errors: [{ code: 'unterminated_quote', line: 2 }],
    });
  });
});
