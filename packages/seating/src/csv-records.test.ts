import { describe, expect, it } from 'vitest';
import { csvField, readCsv, writeCsv } from './csv-records.js';

function records(text: string, delimiter?: string) {
  const result = readCsv(text, delimiter);
  if (!result.ok) throw new Error(result.error.code);
  return result.records;
}

describe('CSV records', () => {
  it('reads plain fields over CRLF, LF and CR line ends, skipping blank lines and a BOM', () => {
    expect(records('\uFEFFa,b\r\n1,2\n\n3,\r4,5\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 4, fields: ['3', ''] },
      { line: 5, fields: ['4', '5'] },
    ]);
  });

  it('reads quoted fields holding delimiters, doubled quotes and line breaks, counting lines', () => {
    expect(records('"a,b","say ""hi""","two\r\nlines"\nnext,"",x')).toEqual([
      { line: 1, fields: ['a,b', 'say "hi"', 'two\r\nlines'] },
      { line: 3, fields: ['next', '', 'x'] },
    ]);
  });

  it('reads a record of one empty quoted field, and a line of only delimiters', () => {
    expect(records('""\n,\n')).toEqual([
      { line: 1, fields: [''] },
      { line: 2, fields: ['', ''] },
    ]);
  });

  it('reads another delimiter', () => {
    // A quote inside an unquoted field is kept as it is.
    expect(records('a;"b;c";1,5')).toEqual([{ line: 1, fields: ['a;"b;c";1', '5'] }]);
    expect(records('a;"b;c";1,5', ';')).toEqual([{ line: 1, fields: ['a', 'b;c', '1,5'] }]);
  });

  it('reports an unterminated quote at the line it opened, and text after a closing quote', () => {
    expect(readCsv('a\nb,"open\nstill open')).toEqual({
      ok: false,
      error: { code: 'unterminated_quote', line: 2 },
    });
    expect(readCsv('a\n"closed"x,b')).toEqual({
      ok: false,
      error: { code: 'invalid_quote', line: 2 },
    });
  });

  it('quotes only what needs it, and what it writes reads back the same', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    const rows = [
      ['Földszint, bal oldal', 'He said "no"', 'line\nbreak', ''],
      ['', ',', '"', 'x\r\ny'],
    ];
    const text = writeCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(records(text).map((r) => r.fields)).toEqual(rows);
  });
});
