import type { SeatMapReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { applySeatStatus, isPressable, mapSeats, shownStatus } from './seat-status';

function seat(id: number, status: 'free' | 'held' | 'sold' | 'blocked' = 'free') {
  return {
    id,
    label: String(id),
    x: id * 10,
    y: 0,
    ticket_type_id: 1,
    status,
    block: 1,
    wheelchair: false,
    companion: false,
    restricted_view: false,
  };
}

const map: SeatMapReply = {
  hall: { id: 1, name: 'Nagyszínpad', name_translations: { en: 'Main stage' } },
  version: 1,
  width: 100,
  height: 100,
  stage: { x: 0, y: 0, width: 100, height: 10 },
  sections: [
    {
      id: 1,
      name: 'Földszint',
      name_translations: { en: 'Stalls' },
      rows: [
        { id: 1, label: '1', seats: [seat(1), seat(2)] },
        { id: 2, label: '2', seats: [seat(3, 'sold')] },
      ],
    },
    {
      id: 2,
      name: 'Erkély',
      name_translations: { en: 'Balcony' },
      rows: [{ id: 3, label: '1', seats: [seat(4, 'held')] }],
    },
  ],
  ticket_types: [],
};

describe('applySeatStatus', () => {
  it('sets each seat from its character in map order', () => {
    const next = applySeatStatus(map, 'mhbf');
    expect(next).not.toBeNull();
    expect(mapSeats(next!).map(shownStatus)).toEqual(['mine', 'held', 'blocked', 'free']);
    expect(mapSeats(next!)[0]!.status).toBe('held');
  });

  it('keeps the map and its unchanged seats when nothing changed', () => {
    expect(applySeatStatus(map, 'ffsh')).toBe(map);
    const next = applySeatStatus(map, 'ffsf')!;
    expect(next).not.toBe(map);
    expect(mapSeats(next)[0]).toBe(mapSeats(map)[0]);
    expect(mapSeats(next)[3]!.status).toBe('free');
  });

  it('refuses a status of another length (another map version)', () => {
    expect(applySeatStatus(map, 'fff')).toBeNull();
    expect(applySeatStatus(map, 'fffff')).toBeNull();
  });

  it('clears a seat that is no longer mine', () => {
    const mine = applySeatStatus(map, 'mfsh')!;
    const back = applySeatStatus(mine, 'ffsh')!;
    expect(shownStatus(mapSeats(back)[0]!)).toBe('free');
  });
});

describe('isPressable', () => {
  it('takes free seats of a zone and the visitor’s own', () => {
    expect(isPressable({ status: 'free', ticket_type_id: 1 })).toBe(true);
    expect(isPressable({ status: 'free', ticket_type_id: null })).toBe(false);
    expect(isPressable({ status: 'held', mine: true, ticket_type_id: 1 })).toBe(true);
    expect(isPressable({ status: 'held', ticket_type_id: 1 })).toBe(false);
    expect(isPressable({ status: 'sold', ticket_type_id: 1 })).toBe(false);
  });
});
