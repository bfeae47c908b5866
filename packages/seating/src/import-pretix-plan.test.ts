import { describe, expect, it } from 'vitest';
import { importPretixPlan } from './import-pretix-plan.js';
import { readSeatMap } from './validate-seat-map.js';

/** A small plan as pretix writes it: positions relative, a row numbered odd-even and listed by number. */
function kamaraPlan() {
  return {
    name: 'Kamaraszínház',
    size: { width: 400, height: 300 },
    categories: [
      { name: 'Első kategória', color: '#abc' },
      { name: 'Második', color: 'tomato' },
    ],
    zones: [
      {
        name: 'Földszint',
        position: { x: 50, y: 100 },
        rows: [
          {
            row_number: '1',
            row_label: 'Sor %s',
            position: { x: 0, y: 0 },
            seats: [
              {
                seat_guid: 'a-1',
                seat_number: '1',
                position: { x: 40, y: 0 },
                category: 'Első kategória',
              },
              {
                seat_guid: 'a-2',
                seat_number: '2',
                position: { x: 60, y: 0 },
                category: 'Első kategória',
              },
              {
                seat_guid: 'a-3',
                seat_number: '3',
                position: { x: 30, y: 0 },
                category: 'Első kategória',
              },
              {
                seat_guid: 'a-4',
                seat_number: '4',
                position: { x: 70, y: 0 },
                category: 'Első kategória',
              },
            ],
          },
          {
            row_number: '2',
            row_label: 'Páholy',
            position: { x: 10, y: 20 },
            seats: [
              { seat_guid: 'b-1', seat_number: '1', position: { x: 0, y: 0 }, category: 'Második' },
              { seat_guid: 'b-2', seat_number: 2, position: { x: 10, y: 0 }, category: 'Második' },
              {
                seat_guid: 'b-3',
                seat_number: '3',
                position: { x: 20, y: 0 },
                category: 'Harmadik',
              },
            ],
          },
        ],
        areas: [
          {
            shape: 'rectangle',
            position: { x: 0, y: -90 },
            rectangle: { width: 120, height: 30 },
            text: { text: 'SZÍNPAD', position: { x: 60, y: -75 } },
          },
        ],
      },
    ],
  };
}

function imported(json: unknown, options = {}) {
  const result = importPretixPlan(json, options);
  if (!result.ok) throw new Error(`not imported: ${JSON.stringify(result.problems)}`);
  return result;
}

describe('importing a pretix seating plan', () => {
  it('makes zones sections, positions absolute, seats ordered along the row with blocks from the gaps', () => {
    const { document, warnings } = imported(kamaraPlan());
    expect(document).toMatchObject({
      format: 'theatre-seat-map',
      version: 1,
      name: 'Kamaraszínház',
    });
    expect(document.width).toBe(400);
    expect(document.height).toBe(300);
    const [section] = document.sections;
    expect(section).toMatchObject({ name: 'Földszint', name_en: 'Földszint' });
    expect(section!.rows[0]).toEqual({
      label: '1',
      seats: [
        { label: '3', x: 80, y: 100, block: 0, category: 'Első kategória' },
        { label: '1', x: 90, y: 100, block: 0, category: 'Első kategória' },
        { label: '2', x: 110, y: 100, block: 1, category: 'Első kategória' },
        { label: '4', x: 120, y: 100, block: 1, category: 'Első kategória' },
      ],
    });
    // A row label of its own wins over the number; a template with %s does not.
    expect(section!.rows[1]!.label).toBe('Páholy');
    expect(section!.rows[1]!.seats.map((seat) => [seat.label, seat.x, seat.y])).toEqual([
      ['1', 60, 120],
      ['2', 70, 120],
      ['3', 80, 120],
    ]);
    expect(document.stage).toEqual({ x: 50, y: 10, width: 120, height: 30 });
    expect(document.categories!.map((category) => category.name)).toEqual([
      'Első kategória',
      'Második',
      'Harmadik',
    ]);
    // #abc spelt out; 'tomato' and the undeclared category get colours of their own.
    expect(document.categories!.map((category) => category.color)).toEqual([
      '#aabbcc',
      '#ff7f0e',
      '#2ca02c',
    ]);
    expect(warnings).toEqual([
      { code: 'category_color_replaced', path: ['categories', 1, 'color'] },
      { code: 'unknown_category', path: ['zones', 0, 'rows', 1, 'seats', 2, 'category'] },
      { code: 'seats_reordered', path: ['zones', 0, 'rows', 0, 'seats'] },
    ]);
    expect(readSeatMap(document).ok).toBe(true);
  });

  it('makes rows of a zone with the same label one row, the aisle between them a new block', () => {
    const plan = kamaraPlan();
    const rows = plan.zones[0]!.rows;
    rows.push({
      row_number: '1',
      row_label: 'Sor %s',
      position: { x: 100, y: 0 },
      seats: [
        {
          seat_guid: 'a-5',
          seat_number: '5',
          position: { x: 0, y: 0 },
          category: 'Első kategória',
        },
        {
          seat_guid: 'a-6',
          seat_number: '6',
          position: { x: 10, y: 0 },
          category: 'Első kategória',
        },
      ],
    });
    const { document, warnings } = imported(plan);
    expect(warnings).toContainEqual({ code: 'rows_merged', path: ['zones', 0, 'rows', 2] });
    const first = document.sections[0]!.rows[0]!;
    expect(document.sections[0]!.rows.map((row) => row.label)).toEqual(['1', 'Páholy']);
    expect(first.seats.map((seat) => [seat.label, seat.x, seat.block])).toEqual([
      ['3', 80, 0],
      ['1', 90, 0],
      ['2', 110, 1],
      ['4', 120, 1],
      ['5', 150, 2],
      ['6', 160, 2],
    ]);
  });

  it('reads an older area with its size and text at the top level', () => {
    const plan = kamaraPlan();
    (plan.zones[0]!.areas as unknown[]) = [
      { position: { x: 5, y: -95 }, width: 100, height: 20, text: 'Bühne' },
    ];
    expect(imported(plan).document.stage).toEqual({ x: 55, y: 5, width: 100, height: 20 });
  });

  it('sizes the drawing and puts the stage at the top when the plan has neither', () => {
    const plan: Record<string, unknown> = kamaraPlan();
    delete plan.size;
    (plan.zones as { areas: unknown[] }[])[0]!.areas = [];
    const { document, warnings } = imported(plan);
    expect(warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['size_missing', 'stage_default']),
    );
    expect(document.width).toBeGreaterThan(120);
    expect(document.height).toBeGreaterThan(120);
    expect(document.stage.y).toBe(0);
    expect(readSeatMap(document).ok).toBe(true);
  });

  it('names a zone without a name, and takes numeric guids as ids only when asked', () => {
    const plan = kamaraPlan();
    (plan.zones[0] as { name?: string }).name = '';
    plan.zones[0]!.rows[0]!.seats[0]!.seat_guid = '4711';
    const plain = imported(plan);
    expect(plain.document.sections[0]!.name).toBe('1');
    expect(plain.warnings).toContainEqual({ code: 'name_missing', path: ['zones', 0, 'name'] });
    expect(plain.document.sections[0]!.rows[0]!.seats.some((seat) => seat.id !== undefined)).toBe(
      false,
    );
    const withIds = imported(plan, { idsFromGuids: true });
    expect(withIds.document.sections[0]!.rows[0]!.seats[1]).toMatchObject({ id: 4711, label: '1' });
  });

  it('warns of duplicate guids and shortens labels longer than the map allows', () => {
    const plan = kamaraPlan();
    plan.zones[0]!.rows[1]!.seats[1]!.seat_guid = 'b-1';
    plan.zones[0]!.rows[1]!.row_label = 'Páholy a színpad bal oldalán';
    const { document, warnings } = imported(plan);
    expect(warnings).toContainEqual({
      code: 'duplicate_seat_guid',
      path: ['zones', 0, 'rows', 1, 'seats', 1, 'seat_guid'],
    });
    expect(warnings).toContainEqual({
      code: 'text_shortened',
      path: ['zones', 0, 'rows', 1, 'row_number'],
    });
    expect(document.sections[0]!.rows[1]!.label).toBe('Páholy a színpad bal');
  });

  it('refuses what is not a seating plan', () => {
    const result = importPretixPlan({
      name: 'x',
      zones: [{ rows: [{ seats: [{ seat_number: '1' }] }] }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { code: 'invalid_shape', path: ['zones', 0, 'rows', 0, 'seats', 0, 'seat_guid'] },
        { code: 'invalid_shape', path: ['zones', 0, 'rows', 0, 'seats', 0, 'position'] },
      ]),
    );
    expect(importPretixPlan('nope').ok).toBe(false);
  });
});
