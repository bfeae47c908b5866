import { readCsv, writeCsv } from './csv-records.js';
import {
  SEAT_MAP_FORMAT,
  SEAT_MAP_VERSION,
  type SeatMapDocument,
  type SeatMapRect,
  type SeatMapSeat,
  type SeatMapSection,
} from './seat-map-document.js';
import { frameForSeats } from './seat-map-frame.js';

/** The columns, in the order written. */
export const SEAT_MAP_CSV_COLUMNS = [
  'section',
  'section_en',
  'row',
  'seat',
  'x',
  'y',
  'block',
  'wheelchair',
  'companion',
  'restricted_view',
  'category',
  'id',
] as const;

export type SeatMapCsvColumn = (typeof SEAT_MAP_CSV_COLUMNS)[number];

const REQUIRED: readonly SeatMapCsvColumn[] = ['section', 'row', 'seat', 'x', 'y'];
const MAX_LENGTH: Partial<Record<SeatMapCsvColumn, number>> = {
  section: 80,
  section_en: 80,
  row: 20,
  seat: 20,
  category: 80,
};

export type SeatMapCsvErrorCode =
  | 'empty_file'
  | 'unterminated_quote'
  | 'invalid_quote'
  | 'missing_column'
  | 'unknown_column'
  | 'duplicate_column'
  | 'field_count'
  | 'missing_value'
  | 'text_too_long'
  | 'invalid_number'
  | 'invalid_block'
  | 'invalid_boolean'
  | 'invalid_id'
  | 'section_en_mismatch';

export interface SeatMapCsvError {
  code: SeatMapCsvErrorCode;
  /** The line (1-based) of the file the record starts on. */
  line: number;
  column?: string;
}

export type ImportSeatMapCsvResult =
  { ok: true; document: SeatMapDocument } | { ok: false; errors: SeatMapCsvError[] };

export interface ImportSeatMapCsvOptions {
  /** The hall's name for the document. */
  name?: string;
  /** The drawing size; by default it reaches past the furthest seat. */
  size?: { width: number; height: number };
  /** By default a band at the top over the seats. */
  stage?: SeatMapRect;
}

/** One line per seat under a header line; flags as 1 or 0 (empty when not set). */
export function exportSeatMapCsv(doc: SeatMapDocument): string {
  const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');
  const lines: string[][] = [[...SEAT_MAP_CSV_COLUMNS]];
  for (const section of doc.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        lines.push([
          section.name,
          section.name_en,
          row.label,
          seat.label,
          String(seat.x),
          String(seat.y),
          String(seat.block),
          flag(seat.wheelchair),
          flag(seat.companion),
          flag(seat.restricted_view),
          seat.category ?? '',
          seat.id === undefined ? '' : String(seat.id),
        ]);
      }
    }
  }
  return writeCsv(lines);
}

/**
 * Reads the CSV written by {@link exportSeatMapCsv} (columns in any order; section, row, seat, x
 * and y required; a file with `;` between the header's fields is read with `;` and decimal
 * commas). Sections, and rows within a section, come in the order they first appear; seats in
 * their order in the file. Every error is reported with its line. The result is not yet checked
 * against the map's rules: call `validateSeatMap` on it.
 */
export function importSeatMapCsv(
  text: string,
  options: ImportSeatMapCsvOptions = {},
): ImportSeatMapCsvResult {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const read = readCsv(text, delimiter);
  if (!read.ok) return { ok: false, errors: [read.error] };
  const [header, ...records] = read.records;
  if (!header) return { ok: false, errors: [{ code: 'empty_file', line: 1 }] };

  const errors: SeatMapCsvError[] = [];
  const columnIndex = new Map<SeatMapCsvColumn, number>();
  for (const [index, raw] of header.fields.entries()) {
    const name = raw.trim().toLowerCase();
    const column = SEAT_MAP_CSV_COLUMNS.find((known) => known === name);
    if (!column) errors.push({ code: 'unknown_column', line: header.line, column: raw });
    else if (columnIndex.has(column))
      errors.push({ code: 'duplicate_column', line: header.line, column });
    else columnIndex.set(column, index);
  }
  for (const column of REQUIRED) {
    if (!columnIndex.has(column))
      errors.push({ code: 'missing_column', line: header.line, column });
  }
  if (errors.length > 0) return { ok: false, errors };

  const sections: SeatMapSection[] = [];
  for (const record of records) {
    const { line } = record;
    if (record.fields.length !== header.fields.length) {
      errors.push({ code: 'field_count', line });
      continue;
    }
    const fail = (code: SeatMapCsvErrorCode, column: SeatMapCsvColumn) => {
      errors.push({ code, line, column });
      return undefined;
    };
    const value = (column: SeatMapCsvColumn): string => {
      const index = columnIndex.get(column);
      return index === undefined ? '' : (record.fields[index] ?? '').trim();
    };
    const textOf = (column: SeatMapCsvColumn, required: boolean): string | undefined => {
      const found = value(column);
      if (found === '') return required ? fail('missing_value', column) : '';
      return found.length > (MAX_LENGTH[column] ?? Infinity)
        ? fail('text_too_long', column)
        : found;
    };
    const numberOf = (column: 'x' | 'y'): number | undefined => {
      const found = delimiter === ';' ? value(column).replace(',', '.') : value(column);
      if (found === '') return fail('missing_value', column);
      return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(found) && Number.isFinite(Number(found))
        ? Number(found)
        : fail('invalid_number', column);
    };
    const flagOf = (
      column: 'wheelchair' | 'companion' | 'restricted_view',
    ): boolean | null | undefined => {
      const found = value(column).toLowerCase();
      if (found === '') return undefined;
      if (found === '1' || found === 'true') return true;
      if (found === '0' || found === 'false') return false;
      errors.push({ code: 'invalid_boolean', line, column });
      return null;
    };

    const sectionName = textOf('section', true);
    const sectionEn = textOf('section_en', false);
    const rowLabel = textOf('row', true);
    const seatLabel = textOf('seat', true);
    const category = textOf('category', false);
    const x = numberOf('x');
    const y = numberOf('y');
    const blockText = value('block');
    const block =
      blockText === ''
        ? 0
        : /^\d{1,9}$/.test(blockText)
          ? Number(blockText)
          : fail('invalid_block', 'block');
    const idText = value('id');
    const id =
      idText === ''
        ? null
        : /^[1-9]\d{0,14}$/.test(idText)
          ? Number(idText)
          : fail('invalid_id', 'id');
    const wheelchair = flagOf('wheelchair');
    const companion = flagOf('companion');
    const restrictedView = flagOf('restricted_view');
    if (
      sectionName === undefined ||
      sectionEn === undefined ||
      rowLabel === undefined ||
      seatLabel === undefined ||
      category === undefined ||
      x === undefined ||
      y === undefined ||
      block === undefined ||
      id === undefined ||
      wheelchair === null ||
      companion === null ||
      restrictedView === null
    ) {
      continue;
    }

    let section = sections.find((known) => known.name === sectionName);
    if (!section) {
      section = { name: sectionName, name_en: sectionEn || sectionName, rows: [] };
      sections.push(section);
    } else if (sectionEn !== '' && sectionEn !== section.name_en) {
      errors.push({ code: 'section_en_mismatch', line, column: 'section_en' });
      continue;
    }
    let row = section.rows.find((known) => known.label === rowLabel);
    if (!row) {
      row = { label: rowLabel, seats: [] };
      section.rows.push(row);
    }
    const seat: SeatMapSeat = { label: seatLabel, x, y, block };
    if (id !== null) seat.id = id;
    if (wheelchair !== undefined) seat.wheelchair = wheelchair;
    if (companion !== undefined) seat.companion = companion;
    if (restrictedView !== undefined) seat.restricted_view = restrictedView;
    if (category !== '') seat.category = category;
    row.seats.push(seat);
  }
  if (errors.length > 0) return { ok: false, errors };

  const frame = frameForSeats(sections, options.size);
  return {
    ok: true,
    document: {
      format: SEAT_MAP_FORMAT,
      version: SEAT_MAP_VERSION,
      name: options.name ?? '',
      width: frame.width,
      height: frame.height,
      stage: options.stage ?? frame.stage,
      sections,
    },
  };
}
