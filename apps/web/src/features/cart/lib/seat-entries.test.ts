import type { SeatMapReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { seatEntries, seatRadius } from './seat-entries';

const seat = (id: number, x: number, zone: number | null) => ({
  id,
  label: String(id),
  x,
  y: 50,
  ticket_type_id: zone,
  status: 'free' as const,
  block: 0,
  wheelchair: false,
  companion: false,
  restricted_view: false,
});

const map: SeatMapReply = {
  hall: { id: 1, name: 'Kamaraterem', name_translations: { en: 'Chamber Hall' } },
  version: 1,
  width: 200,
  height: 100,
  stage: { x: 0, y: 0, width: 200, height: 20 },
  sections: [
    {
      id: 1,
      name: 'Földszint',
      name_translations: { en: 'Stalls' },
      rows: [{ id: 1, label: '5', seats: [seat(12, 10, 1), seat(13, 20, 1), seat(14, 40, null)] }],
    },
  ],
  ticket_types: [
    {
      id: 1,
      name: 'Földszint',
      name_translations: { en: 'Stalls' },
      price: 9900,
      zones: null,
      available: 2,
      vip_only: false,
    },
  ],
};

describe('seatEntries', () => {
  it('names every seat in the chosen language with its zone price', () => {
    const hu = seatEntries(map, 'hu');
    expect(hu.map((entry) => entry.name)).toEqual([
      'Földszint, 5. sor, 12. szék',
      'Földszint, 5. sor, 13. szék',
      'Földszint, 5. sor, 14. szék',
    ]);
    expect(hu.map((entry) => entry.price)).toEqual([9900, 9900, null]);
    expect(seatEntries(map, 'en')[0]!.name).toBe('Stalls, row 5, seat 12');
  });
});

describe('seatRadius', () => {
  it('takes a little under half the median distance of neighbours', () => {
    expect(seatRadius(map)).toBeCloseTo(20 * 0.42);
    expect(seatRadius({ sections: [] })).toBe(5);
  });
});
