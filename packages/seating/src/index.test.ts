import { describe, expect, it } from 'vitest';
import * as seating from './index.js';

describe('the package’s public API', () => {
  it('offers the document, the generator, the formats and best available from one entry', () => {
    for (const name of [
      'seatMapDocumentSchema',
      'readSeatMap',
      'validateSeatMap',
      'generateSection',
      'renumberRow',
      'importPretixPlan',
      'exportPretixPlan',
      'importSeatMapCsv',
      'exportSeatMapCsv',
      'candidates',
      'bestSplit',
      'bestAvailableInputSchema',
    ]) {
      expect(typeof (seating as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
  });

  it('reads a generated hall through CSV and pretix and finds the same best seats', () => {
    const section = seating.generateSection({
      name: 'Földszint',
      name_en: 'Stalls',
      rows: 5,
      seatsPerRow: 12,
      numbering: 'odd_even',
      origin: { x: 200, y: 80 },
      seatSpacing: 20,
      rowSpacing: 25,
    });
    const doc: seating.SeatMapDocument = {
      format: 'theatre-seat-map',
      version: 1,
      name: 'Kamara',
      width: 400,
      height: 250,
      stage: { x: 50, y: 10, width: 300, height: 40 },
      sections: [section],
    };
    const viaCsv = seating.importSeatMapCsv(seating.exportSeatMapCsv(doc));
    const viaPretix = seating.importPretixPlan(seating.exportPretixPlan(doc));
    if (!viaCsv.ok || !viaPretix.ok) throw new Error('not read back');
    const best = (d: seating.SeatMapDocument) => {
      let id = 1;
      const rows = d.sections[0]!.rows.map((row, index) => ({
        id: index + 1,
        sectionId: 1,
        distanceFromStage: index,
        seats: row.seats.map((seat) => ({ id: id++, block: seat.block, x: seat.x, free: true })),
      }));
      return seating.candidates({ rows, quantity: 4, centerX: 200 }, 3);
    };
    expect(best(viaCsv.document)).toEqual(best(doc));
    expect(best(viaPretix.document)).toEqual(best(doc));
    // Four seats never cross the centre aisle: the best are the row's first four on one side.
    expect(best(doc)[0]!.seatIds).toEqual([3, 4, 5, 6]);
  });
});
