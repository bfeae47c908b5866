import { describe, expect, it } from 'vitest';
import { exportPretixPlan } from './export-pretix-plan.js';
import { generateSection } from './generate-section.js';
import { importPretixPlan } from './import-pretix-plan.js';
import type { SeatMapDocument } from './seat-map-document.js';
import { validateSeatMap } from './validate-seat-map.js';

function hall(): SeatMapDocument {
  const stalls = generateSection({
    name: 'Földszint',
    name_en: 'Stalls',
    rows: 6,
    seatsPerRow: [10, 12, 12, 14, 14, 16],
    numbering: 'odd_even',
    aisles: [2],
    origin: { x: 300, y: 120 },
    seatSpacing: 20,
    rowSpacing: 25,
    curve: 2,
  });
  const balcony = generateSection({
    name: 'Erkély',
    name_en: 'Balcony',
    rows: 2,
    seatsPerRow: 20,
    rowLabels: 'letters',
    numbering: 'straight',
    direction: 'rtl',
    aisles: [5, 15],
    origin: { x: 300, y: 330 },
    seatSpacing: 18,
    rowSpacing: 22,
  });
  let id = 100;
  for (const row of stalls.rows) {
    for (const seat of row.seats) {
      seat.id = id++;
      seat.category = 'Első';
    }
  }
  balcony.rows[0]!.seats[0]!.category = 'Második';
  return {
    format: 'theatre-seat-map',
    version: 1,
    name: 'Nagyterem',
    width: 600,
    height: 420,
    stage: { x: 150, y: 10, width: 300, height: 60 },
    sections: [stalls, balcony],
    categories: [
      { name: 'Első', color: '#cc0000' },
      { name: 'Második', color: '#0000cc' },
    ],
  };
}

describe('exporting to a pretix seating plan', () => {
  it('writes relative positions that add up to the seats’ places', () => {
    const doc = hall();
    const plan = exportPretixPlan(doc);
    expect(plan.size).toEqual({ width: 600, height: 420 });
    expect(plan.zones.map((zone) => zone.name)).toEqual(['Földszint', 'Erkély']);
    const zone = plan.zones[0]!;
    const row = zone.rows[2]!;
    const seat = row.seats[3]!;
    const original = doc.sections[0]!.rows[2]!.seats[3]!;
    expect(zone.position.x + row.position.x + seat.position.x).toBeCloseTo(original.x, 6);
    expect(zone.position.y + row.position.y + seat.position.y).toBeCloseTo(original.y, 6);
    expect(row.row_number).toBe('3');
    expect(seat.seat_number).toBe(original.label);
  });

  it('uses the seat id as guid, or a path of names for a new seat, all unique', () => {
    const plan = exportPretixPlan(hall());
    expect(plan.zones[0]!.rows[0]!.seats[0]!.seat_guid).toBe('100');
    expect(plan.zones[1]!.rows[0]!.seats[0]!.seat_guid).toBe('Erk%C3%A9ly/A/20');
    const guids = plan.zones.flatMap((zone) =>
      zone.rows.flatMap((row) => row.seats.map((s) => s.seat_guid)),
    );
    expect(new Set(guids).size).toBe(guids.length);
  });

  it('gives every seat a category, a seat without one its section’s, and draws the stage', () => {
    const plan = exportPretixPlan(hall());
    expect(plan.categories.map((category) => category.name)).toEqual(['Első', 'Második', 'Erkély']);
    expect(plan.zones[1]!.rows[0]!.seats.map((seat) => seat.category).slice(0, 2)).toEqual([
      'Második',
      'Erkély',
    ]);
    expect(plan.zones[0]!.areas).toEqual([
      expect.objectContaining({
        shape: 'rectangle',
        position: { x: 150, y: 10 },
        rectangle: { width: 300, height: 60 },
      }),
    ]);
  });

  it('comes back the same through import: sections, rows, labels, positions, blocks, ids', () => {
    const doc = hall();
    expect(validateSeatMap(doc)).toEqual([]);
    const result = importPretixPlan(JSON.parse(JSON.stringify(exportPretixPlan(doc))), {
      idsFromGuids: true,
    });
    if (!result.ok) throw new Error('not imported');
    const back = result.document;
    expect(result.warnings).toEqual([]);
    expect(back.width).toBe(doc.width);
    expect(back.height).toBe(doc.height);
    expect(back.stage).toEqual(doc.stage);
    expect(back.sections.map((s) => s.name)).toEqual(doc.sections.map((s) => s.name));
    const shape = (d: SeatMapDocument) =>
      d.sections.map((section) =>
        section.rows.map((row) => ({
          label: row.label,
          seats: row.seats.map(({ id, label, x, y, block }) => ({ id, label, x, y, block })),
        })),
      );
    expect(shape(back)).toEqual(shape(doc));
    expect(validateSeatMap(back)).toEqual([]);
  });
});
