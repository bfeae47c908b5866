import {
  SEAT_MAP_FORMAT,
  SEAT_MAP_VERSION,
  seatBounds,
  type SeatMapDocument,
  type SeatMapSeat,
  type SeatMapSection,
} from '@theatre/seating';

/*
 * Pure helpers over a seat-map document for the editor: a seat's key (its place in the document),
 * an empty map, keeping the seats inside the drawing, and where a new section goes.
 */

/** A seat's place in the document: `section:row:seat` (indices). */
export type SeatKey = string;

export function seatKey(section: number, row: number, seat: number): SeatKey {
  return `${String(section)}:${String(row)}:${String(seat)}`;
}

export function parseSeatKey(key: SeatKey): [number, number, number] {
  const [s = -1, r = -1, i = -1] = key.split(':').map(Number);
  return [s, r, i];
}

/** The seat a key names, or undefined. */
export function seatAt(doc: SeatMapDocument, key: SeatKey): SeatMapSeat | undefined {
  const [s, r, i] = parseSeatKey(key);
  return doc.sections[s]?.rows[r]?.seats[i];
}

/** Every seat's key in document order. */
export function allSeatKeys(doc: SeatMapDocument): SeatKey[] {
  const keys: SeatKey[] = [];
  doc.sections.forEach((section, s) => {
    section.rows.forEach((row, r) => {
      row.seats.forEach((_, i) => keys.push(seatKey(s, r, i)));
    });
  });
  return keys;
}

/** The map of a hall that has none yet: a stage and no seats. */
export function emptySeatMap(name: string): SeatMapDocument {
  return {
    format: SEAT_MAP_FORMAT,
    version: SEAT_MAP_VERSION,
    name,
    width: 400,
    height: 160,
    stage: { x: 100, y: 10, width: 200, height: 30 },
    sections: [],
  };
}

/** The room kept around the seats. */
export const MAP_MARGIN = 20;

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The document with its seats and stage inside the drawing: when a seat lies left of or above the
 * margin, everything (stage too) shifts right or down; the drawing grows to hold the furthest seat
 * and the stage with the margin. It never shrinks.
 */
export function fitDocument(doc: SeatMapDocument): SeatMapDocument {
  const bounds = seatBounds(doc.sections);
  if (!bounds) return doc;
  const dx = Math.max(0, MAP_MARGIN - bounds.minX);
  const dy = Math.max(0, doc.stage.y + doc.stage.height + MAP_MARGIN / 2 - bounds.minY);
  const shifted =
    dx === 0 && dy === 0
      ? doc
      : {
          ...doc,
          stage: { ...doc.stage, x: round(doc.stage.x + dx) },
          sections: doc.sections.map((section) => ({
            ...section,
            rows: section.rows.map((row) => ({
              ...row,
              seats: row.seats.map((seat) => ({
                ...seat,
                x: round(seat.x + dx),
                y: round(seat.y + dy),
              })),
            })),
          })),
        };
  const width = Math.max(
    shifted.width,
    Math.ceil(bounds.maxX + dx + MAP_MARGIN),
    Math.ceil(shifted.stage.x + shifted.stage.width),
  );
  const height = Math.max(shifted.height, Math.ceil(bounds.maxY + dy + MAP_MARGIN));
  return width === shifted.width && height === shifted.height
    ? shifted
    : { ...shifted, width, height };
}

/** Where the front row of a new section goes: centred, below the seats there are (or the stage). */
export function nextSectionOrigin(
  doc: SeatMapDocument,
  rowSpacing: number,
): { x: number; y: number } {
  const bounds = seatBounds(doc.sections);
  const below = bounds ? bounds.maxY + rowSpacing * 1.5 : doc.stage.y + doc.stage.height + 40;
  return { x: round(doc.stage.x + doc.stage.width / 2), y: round(below) };
}

/** The document with one more section, fitted into the drawing. */
export function withSection(doc: SeatMapDocument, section: SeatMapSection): SeatMapDocument {
  return fitDocument({ ...doc, sections: [...doc.sections, section] });
}

/** How far apart neighbouring seats usually are (the median), for the seat's drawn size. */
export function seatSpacingOf(doc: Pick<SeatMapDocument, 'sections'>): number {
  const gaps: number[] = [];
  for (const section of doc.sections) {
    for (const row of section.rows) {
      for (let i = 1; i < row.seats.length; i++) {
        const a = row.seats[i - 1];
        const b = row.seats[i];
        if (a && b) {
          const gap = Math.hypot(a.x - b.x, a.y - b.y);
          if (gap > 0) gaps.push(gap);
        }
      }
    }
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 20;
}

/** The part of the document a problem's path (`sections.0.rows.2.seats.5.label`) names. */
export interface ProblemPlace {
  section?: { name: string; name_en: string };
  row?: string;
  seat?: string;
}

export function placeOfPath(doc: SeatMapDocument, path: string): ProblemPlace {
  const parts = path.split('.');
  const place: ProblemPlace = {};
  if (parts[0] !== 'sections' || parts[1] === undefined) return place;
  const section = doc.sections[Number(parts[1])];
  if (!section) return place;
  place.section = { name: section.name, name_en: section.name_en };
  if (parts[2] !== 'rows' || parts[3] === undefined) return place;
  const row = section.rows[Number(parts[3])];
  if (!row) return place;
  place.row = row.label;
  if (parts[4] !== 'seats' || parts[5] === undefined) return place;
  const seat = row.seats[Number(parts[5])];
  if (seat) place.seat = seat.label;
  return place;
}
