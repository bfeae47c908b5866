import {
  MAX_SEATS,
  countSeats,
  eachSeat,
  seatMapDocumentSchema,
  type SeatMapDocument,
} from './seat-map-document.js';

/**
 * What is wrong with a seat map, as codes with the path of the offending part; the server
 * translates the codes into messages.
 */
export type SeatMapProblemCode =
  | 'invalid_shape'
  | 'empty_map'
  | 'too_many_seats'
  | 'duplicate_section_name'
  | 'duplicate_row_label'
  | 'duplicate_seat_label'
  | 'duplicate_seat_id'
  | 'seat_outside'
  | 'stage_outside'
  | 'block_out_of_order'
  | 'duplicate_category'
  | 'unknown_category';

export type SeatMapPath = (string | number)[];

export interface SeatMapProblem {
  code: SeatMapProblemCode;
  path: SeatMapPath;
}

export type ReadSeatMapResult =
  { ok: true; document: SeatMapDocument } | { ok: false; problems: SeatMapProblem[] };

/**
 * The rules beyond the shape: unique names and labels where a ticket needs them, unique seat ids,
 * every seat and the stage inside the drawing, blocks numbered along the row, categories known,
 * and a seat count between one and {@link MAX_SEATS}. An empty list means the map is sound.
 */
export function validateSeatMap(doc: SeatMapDocument): SeatMapProblem[] {
  const problems: SeatMapProblem[] = [];
  const total = countSeats(doc);
  if (total === 0) problems.push({ code: 'empty_map', path: ['sections'] });
  if (total > MAX_SEATS) problems.push({ code: 'too_many_seats', path: ['sections'] });

  const { stage } = doc;
  if (
    stage.x < 0 ||
    stage.y < 0 ||
    stage.x + stage.width > doc.width ||
    stage.y + stage.height > doc.height
  ) {
    problems.push({ code: 'stage_outside', path: ['stage'] });
  }

  const categories = new Set<string>();
  for (const [index, category] of (doc.categories ?? []).entries()) {
    if (categories.has(category.name)) {
      problems.push({ code: 'duplicate_category', path: ['categories', index, 'name'] });
    }
    categories.add(category.name);
  }

  const sectionNames = new Set<string>();
  for (const [sectionIndex, section] of doc.sections.entries()) {
    if (sectionNames.has(section.name)) {
      problems.push({ code: 'duplicate_section_name', path: ['sections', sectionIndex, 'name'] });
    }
    sectionNames.add(section.name);
    const rowLabels = new Set<string>();
    for (const [rowIndex, row] of section.rows.entries()) {
      const rowPath = ['sections', sectionIndex, 'rows', rowIndex];
      if (rowLabels.has(row.label)) {
        problems.push({ code: 'duplicate_row_label', path: [...rowPath, 'label'] });
      }
      rowLabels.add(row.label);
      const seatLabels = new Set<string>();
      let lastBlock = -1;
      for (const [seatIndex, seat] of row.seats.entries()) {
        const seatPath = [...rowPath, 'seats', seatIndex];
        if (seatLabels.has(seat.label)) {
          problems.push({ code: 'duplicate_seat_label', path: [...seatPath, 'label'] });
        }
        seatLabels.add(seat.label);
        if (seat.block < lastBlock) {
          problems.push({ code: 'block_out_of_order', path: [...seatPath, 'block'] });
        }
        lastBlock = Math.max(lastBlock, seat.block);
      }
    }
  }

  const seatIds = new Set<number>();
  for (const { seat, sectionIndex, rowIndex, seatIndex } of eachSeat(doc)) {
    const seatPath = ['sections', sectionIndex, 'rows', rowIndex, 'seats', seatIndex];
    if (seat.id !== undefined) {
      if (seatIds.has(seat.id))
        problems.push({ code: 'duplicate_seat_id', path: [...seatPath, 'id'] });
      seatIds.add(seat.id);
    }
    if (seat.x < 0 || seat.y < 0 || seat.x > doc.width || seat.y > doc.height) {
      problems.push({ code: 'seat_outside', path: seatPath });
    }
    if (doc.categories && seat.category !== undefined && !categories.has(seat.category)) {
      problems.push({ code: 'unknown_category', path: [...seatPath, 'category'] });
    }
  }
  return problems;
}

/**
 * Reads a document from parsed JSON: its shape first (each zod issue becomes an `invalid_shape`
 * problem at its path), then {@link validateSeatMap}.
 */
export function readSeatMap(input: unknown): ReadSeatMapResult {
  const parsed = seatMapDocumentSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        code: 'invalid_shape',
        path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      })),
    };
  }
  const problems = validateSeatMap(parsed.data);
  return problems.length === 0 ? { ok: true, document: parsed.data } : { ok: false, problems };
}
