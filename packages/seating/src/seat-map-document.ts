import { z } from 'zod';

/**
 * The shop's own format of a hall's seat map: one JSON document per map version. Coordinates are
 * drawing units with the origin at the top left; the stage is at the top (smaller y). Seats within
 * a row are listed in their order along the row (`position_in_row` is the array index), and
 * `block` numbers the runs of adjacent seats: an aisle or a gap starts a new block.
 */

/** The most seats one map may hold. */
export const MAX_SEATS = 5000;

export const SEAT_MAP_FORMAT = 'theatre-seat-map';
export const SEAT_MAP_VERSION = 1;

const coordinate = z.number();
const positive = z.number().positive();

export const seatMapRectSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: positive,
  height: positive,
});

export const seatMapSeatSchema = z.object({
  /** The hall seat's stable id when exported from the shop; absent for new seats. */
  id: z.number().int().positive().optional(),
  label: z.string().min(1).max(20),
  x: coordinate,
  y: coordinate,
  block: z.number().int().min(0).default(0),
  wheelchair: z.boolean().optional(),
  companion: z.boolean().optional(),
  restricted_view: z.boolean().optional(),
  /** Optional quality for best available: lower is better. */
  rank: z.number().nullable().optional(),
  /** A suggested zone name (for example a pretix category). */
  category: z.string().min(1).max(80).optional(),
});

export const seatMapRowSchema = z.object({
  label: z.string().min(1).max(20),
  seats: z.array(seatMapSeatSchema),
});

export const seatMapSectionSchema = z.object({
  name: z.string().min(1).max(80),
  name_en: z.string().min(1).max(80),
  rows: z.array(seatMapRowSchema),
});

export const seatMapCategorySchema = z.object({
  name: z.string().min(1).max(80),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

export const seatMapDocumentSchema = z.object({
  format: z.literal(SEAT_MAP_FORMAT),
  version: z.literal(SEAT_MAP_VERSION),
  name: z.string().max(200),
  width: positive,
  height: positive,
  stage: seatMapRectSchema,
  sections: z.array(seatMapSectionSchema),
  categories: z.array(seatMapCategorySchema).optional(),
});

export type SeatMapRect = z.infer<typeof seatMapRectSchema>;
export type SeatMapSeat = z.infer<typeof seatMapSeatSchema>;
export type SeatMapRow = z.infer<typeof seatMapRowSchema>;
export type SeatMapSection = z.infer<typeof seatMapSectionSchema>;
export type SeatMapCategory = z.infer<typeof seatMapCategorySchema>;
export type SeatMapDocument = z.infer<typeof seatMapDocumentSchema>;
/** The document as it may be written by hand: `block` may be left out (0). */
export type SeatMapDocumentInput = z.input<typeof seatMapDocumentSchema>;

/** Every seat of the document with its place, in document order. */
export function* eachSeat(doc: Pick<SeatMapDocument, 'sections'>): Generator<{
  seat: SeatMapSeat;
  section: SeatMapSection;
  row: SeatMapRow;
  sectionIndex: number;
  rowIndex: number;
  seatIndex: number;
}> {
  for (const [sectionIndex, section] of doc.sections.entries()) {
    for (const [rowIndex, row] of section.rows.entries()) {
      for (const [seatIndex, seat] of row.seats.entries()) {
        yield { seat, section, row, sectionIndex, rowIndex, seatIndex };
      }
    }
  }
}

/** How many seats the document holds. */
export function countSeats(doc: Pick<SeatMapDocument, 'sections'>): number {
  let count = 0;
  for (const section of doc.sections) {
    for (const row of section.rows) count += row.seats.length;
  }
  return count;
}
