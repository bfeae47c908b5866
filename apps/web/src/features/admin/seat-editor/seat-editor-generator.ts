import {
  generateSection,
  type NumberingScheme,
  type SeatMapDocument,
  type SeatMapSection,
} from '@theatre/seating';
import { nextSectionOrigin } from './seat-editor-document';

/** The generator form's values, as typed (numbers may be empty while typing). */
export interface GeneratorValues {
  name: string;
  name_en: string;
  rows: number | '';
  seatsPerRow: number | '';
  numbering: NumberingScheme;
  rowLabels: 'numbers' | 'letters';
  firstRow: number | '';
  firstSeat: number | '';
  /** Positions after which an aisle goes, comma separated ("4, 10"). */
  aisles: string;
  curve: number | '';
}

export const defaultGeneratorValues: GeneratorValues = {
  name: '',
  name_en: '',
  rows: 5,
  seatsPerRow: 10,
  numbering: 'straight',
  rowLabels: 'numbers',
  firstRow: 1,
  firstSeat: 1,
  aisles: '',
  curve: 0,
};

/** The spacing the editor draws new sections with (drawing units). */
export const SEAT_SPACING = 20;
export const ROW_SPACING = 24;

/** "4, 10" → [4, 10]; null when a part is not a positive whole number. */
export function parseAisles(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const numbers = parts.map(Number);
  return numbers.every((n) => Number.isInteger(n) && n >= 1) ? numbers : null;
}

/**
 * The section the values describe, placed below the document's seats (or below the stage), or
 * null while they are incomplete or out of the generator's ranges.
 */
export function buildSection(values: GeneratorValues, doc: SeatMapDocument): SeatMapSection | null {
  const aisles = parseAisles(values.aisles);
  if (
    aisles === null ||
    values.name.trim() === '' ||
    values.name_en.trim() === '' ||
    values.rows === '' ||
    values.seatsPerRow === '' ||
    values.firstRow === '' ||
    values.firstSeat === '' ||
    values.curve === ''
  ) {
    return null;
  }
  try {
    return generateSection({
      name: values.name.trim(),
      name_en: values.name_en.trim(),
      rows: values.rows,
      seatsPerRow: values.seatsPerRow,
      numbering: values.numbering,
      rowLabels: values.rowLabels,
      firstRow: values.firstRow,
      firstSeat: values.firstSeat,
      aisles,
      curve: values.curve,
      origin: nextSectionOrigin(doc, ROW_SPACING),
      seatSpacing: SEAT_SPACING,
      rowSpacing: ROW_SPACING,
    });
  } catch {
    // Out of the generator's ranges (a ZodError): no preview, the form says so.
    return null;
  }
}
