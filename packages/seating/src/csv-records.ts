/**
 * A small RFC 4180 reader and writer: fields separated by a delimiter, records by CRLF (LF and
 * lone CR are read too), a field in double quotes may hold delimiters, quotes (doubled) and line
 * breaks. Blank lines are skipped; a leading byte-order mark is dropped.
 */

export interface CsvRecord {
  /** The line (1-based) the record starts on. */
  line: number;
  fields: string[];
}

export type CsvReadErrorCode = 'unterminated_quote' | 'invalid_quote';

export type CsvReadResult =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; error: { code: CsvReadErrorCode; line: number } };

export function readCsv(text: string, delimiter = ','): CsvReadResult {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let atFieldStart = true;
  let recordHasContent = false;

  const endRecord = () => {
    fields.push(field);
    if (recordHasContent || fields.length > 1 || field !== '')
      records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    atFieldStart = true;
    recordHasContent = false;
  };

  while (i < input.length) {
    const char = input.charAt(i);
    if (atFieldStart && char === '"') {
      // A quoted field runs to the quote that is not doubled.
      const quoteLine = line;
      i += 1;
      for (;;) {
        if (i >= input.length)
          return { ok: false, error: { code: 'unterminated_quote', line: quoteLine } };
        const inner = input.charAt(i);
        if (inner === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n' || (inner === '\r' && input[i + 1] !== '\n')) line += 1;
        field += inner;
        i += 1;
      }
      const next = input[i];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n') {
        return { ok: false, error: { code: 'invalid_quote', line } };
      }
      atFieldStart = false;
      recordHasContent = true;
      continue;
    }
    if (char === delimiter) {
      fields.push(field);
      field = '';
      atFieldStart = true;
      recordHasContent = true;
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      atFieldStart = false;
      i += 1;
    }
  }
  if (fields.length > 0 || field !== '' || recordHasContent) endRecord();
  return { ok: true, records };
}

/** A field as written: quoted when it holds the delimiter, a quote or a line break. */
export function csvField(value: string, delimiter = ','): string {
  return value.includes(delimiter) || /["\r\n]/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** Records as CSV text with CRLF line ends, the last line ended too. */
export function writeCsv(records: readonly (readonly string[])[], delimiter = ','): string {
  return records
    .map((fields) => fields.map((value) => csvField(value, delimiter)).join(delimiter) + '\r\n')
    .join('');
}
