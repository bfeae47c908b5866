import { describe, expect, it } from 'vitest';
import { mergeSeatLines } from './merge-seat-lines.js';

const seat = (label: string) => ({
  id: Number(label),
  section: 'Földszint',
  section_translations: { en: 'Stalls' },
  row: '1',
  label,
});

const line = (label: string | null, name = 'Teljes árú', unit = 6000, event = 7) => ({
  kind: 'ticket',
  name,
  event_id: event,
  unit_price: unit,
  quantity: 1,
  total: unit,
  seat: label === null ? null : seat(label),
});

describe("a group order's lines as read", () => {
  it('puts the seats of one price together, adding up quantities and totals', () => {
    const merged = mergeSeatLines([
      line('1'),
      line('2'),
      line('3', 'Diákjegy', 2500),
      line('4', 'Teljes árú', 6000, 8),
      { ...line(null, 'Kezelési költség', 290), kind: 'fee', quantity: 4, total: 1160 },
    ]);
    expect(
      merged.map((item) => [
        item.name,
        item.event_id,
        item.quantity,
        item.total,
        item.seats.map((s) => s.label),
      ]),
    ).toEqual([
      ['Teljes árú', 7, 2, 12000, ['1', '2']],
      ['Diákjegy', 7, 1, 2500, ['3']],
      ['Teljes árú', 8, 1, 6000, ['4']],
      ['Kezelési költség', 7, 4, 1160, []],
    ]);
  });

  it('leaves lines without a seat as they are, even when alike', () => {
    const standing = { ...line(null), quantity: 20, total: 120000 };
    expect(mergeSeatLines([standing, standing]).map((item) => item.quantity)).toEqual([20, 20]);
  });
});
