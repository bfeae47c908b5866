import { z } from 'zod';
import { renumberRow } from './renumber-row.js';
import type { SeatMapRow, SeatMapSection } from './seat-map-document.js';

export const generateSectionParamsSchema = z
  .object({
    name: z.string().min(1).max(80),
    name_en: z.string().min(1).max(80),
    rows: z.number().int().min(1).max(100),
    /** One count for every row, or one per row (front row first). */
    seatsPerRow: z.union([
      z.number().int().min(1).max(200),
      z.array(z.number().int().min(1).max(200)).min(1).max(100),
    ]),
    /** The number of the row nearest the stage (with letters, 1 is A). */
    firstRow: z.number().int().min(1).max(10000).default(1),
    rowLabels: z.enum(['numbers', 'letters']).default('numbers'),
    numbering: z.enum(['straight', 'odd_even']),
    firstSeat: z.number().int().min(0).max(10000).default(1),
    /** Positions (1-based, counted from the left as drawn) after which an aisle gap goes. */
    aisles: z.array(z.number().int().min(1)).default([]),
    /** The middle of the row nearest the stage. */
    origin: z.object({ x: z.number(), y: z.number() }),
    seatSpacing: z.number().positive(),
    rowSpacing: z.number().positive(),
    /**
     * 0 for straight rows; otherwise the rows become concentric arcs around a point towards the
     * stage, bent by this many degrees per seat on the front row, so the seats further from the
     * centre line sit higher (nearer the stage).
     */
    curve: z.number().min(0).max(10).default(0),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
  })
  .refine((p) => !Array.isArray(p.seatsPerRow) || p.seatsPerRow.length === p.rows, {
    path: ['seatsPerRow'],
    message: 'one count per row',
  });

export type GenerateSectionParams = z.input<typeof generateSectionParamsSchema>;

/**
 * A section of rows laid out from parameters, as an editor's generator would draw it: row 1
 * nearest the stage (the top), seats in each row left to right as drawn, an aisle a gap one seat
 * wide that starts a new block. With `odd_even` numbering a centre aisle splits every row, the odd
 * side taking the extra seat of an odd count. Seats carry no `id` (they are new). Throws a
 * ZodError for parameters outside their ranges.
 */
export function generateSection(input: GenerateSectionParams): SeatMapSection {
  const params = generateSectionParamsSchema.parse(input);
  const rows: SeatMapRow[] = [];
  for (let r = 0; r < params.rows; r++) {
    const count = Array.isArray(params.seatsPerRow)
      ? (params.seatsPerRow[r] ?? 1)
      : params.seatsPerRow;
    // The odd side takes the extra seat of an odd count: the left with ltr, the right with rtl.
    const centre =
      params.numbering !== 'odd_even'
        ? undefined
        : params.direction === 'ltr'
          ? Math.ceil(count / 2)
          : Math.floor(count / 2);
    const gapsAfter = new Set(params.aisles.filter((position) => position < count));
    if (centre !== undefined && centre > 0 && centre < count) gapsAfter.add(centre);

    const offsets: number[] = [];
    const blocks: number[] = [];
    let offset = 0;
    let block = 0;
    for (let i = 0; i < count; i++) {
      offsets.push(offset);
      blocks.push(block);
      offset += params.seatSpacing;
      if (gapsAfter.has(i + 1)) {
        offset += params.seatSpacing;
        block += 1;
      }
    }
    // Odd-even rows are centred on their centre aisle, straight rows on their span.
    const middle =
      centre !== undefined && centre > 0 && centre < count
        ? ((offsets[centre - 1] ?? 0) + (offsets[centre] ?? 0)) / 2
        : (offsets[count - 1] ?? 0) / 2;

    const row: SeatMapRow = {
      label: rowLabel(params.firstRow + r, params.rowLabels),
      seats: offsets.map((along, i) => {
        const { x, y } = place(params, r, along - middle);
        return { label: '', x, y, block: blocks[i] ?? 0 };
      }),
    };
    rows.push(
      renumberRow(row, params.numbering, params.firstSeat, {
        direction: params.direction,
        ...(centre === undefined ? {} : { centre }),
      }),
    );
  }
  return { name: params.name, name_en: params.name_en, rows };
}

type Params = z.output<typeof generateSectionParamsSchema>;

/** Where a seat goes: `along` is its signed distance from the centre line along the row. */
function place(params: Params, rowIndex: number, along: number): { x: number; y: number } {
  const { origin } = params;
  if (params.curve === 0) {
    return { x: round(origin.x + along), y: round(origin.y + rowIndex * params.rowSpacing) };
  }
  const frontRadius = params.seatSpacing / ((params.curve * Math.PI) / 180);
  const radius = frontRadius + rowIndex * params.rowSpacing;
  const angle = along / radius;
  return {
    x: round(origin.x + radius * Math.sin(angle)),
    y: round(origin.y - frontRadius + radius * Math.cos(angle)),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** 1 → "1", or with letters 1 → "A", 26 → "Z", 27 → "AA". */
export function rowLabel(index: number, style: 'numbers' | 'letters'): string {
  if (style === 'numbers') return String(index);
  let label = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  }
  return label;
}
