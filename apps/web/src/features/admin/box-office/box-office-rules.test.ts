import type { CartReply, StaffPerformance } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeDue,
  freeSeats,
  parseForints,
  quantityInCart,
  quickAmounts,
  salePerformances,
} from './box-office-rules';

const performance = (over: Partial<StaffPerformance>): StaffPerformance => ({
  id: 1,
  production_id: 1,
  name: 'Bánk bán',
  name_en: 'Bánk bán',
  venue_name: 'Nagyszínpad',
  venue_name_en: 'Main stage',
  starts_at: '2026-12-01T18:00:00.000Z',
  published: true,
  vip_only: false,
  capacity: 100,
  sold: 10,
  held: 5,
  checked_in: 0,
  ...over,
});

describe('salePerformances', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  it('offers published performances that have not started, by a search without accents', () => {
    const list = [
      performance({ id: 1 }),
      performance({ id: 2, published: false }),
      performance({ id: 3, starts_at: '2026-11-30T11:00:00.000Z' }),
      performance({ id: 4, name: 'Csongor és Tünde', name_en: 'Csongor and Tünde' }),
    ];
    expect(salePerformances(list, '', now).map((p) => p.id)).toEqual([1, 4]);
    expect(salePerformances(list, 'tunde', now).map((p) => p.id)).toEqual([4]);
    expect(salePerformances(list, 'BANK', now).map((p) => p.id)).toEqual([1]);
    expect(salePerformances(list, 'opera', now)).toEqual([]);
  });
});

describe('freeSeats', () => {
  it('is capacity less sold and held, never negative', () => {
    expect(freeSeats({ capacity: 100, sold: 10, held: 5 })).toBe(85);
    expect(freeSeats({ capacity: 10, sold: 8, held: 5 })).toBe(0);
  });
});

describe('quantityInCart', () => {
  const cart: CartReply = {
    items: [
      {
        id: 7,
        name: 'Felnőtt',
        name_translations: { en: 'Adult' },
        price: 5000,
        quantity: 3,
        total: 15000,
      },
      {
        id: 'fee-290',
        name: 'Kezelési költség',
        name_translations: { en: 'Technical fee' },
        price: 290,
        quantity: 3,
        tech_fee: 290,
        total: 870,
      },
    ],
    remaining_time: 600_000,
    summary: { tickets: 3, ticket_total: 15000, fee_total: 870, discount: 0, total: 15870 },
  };
  it('counts the ticket line of the type only', () => {
    expect(quantityInCart(cart, 7)).toBe(3);
    expect(quantityInCart(cart, 8)).toBe(0);
    expect(quantityInCart(undefined, 7)).toBe(0);
  });
});

describe('parseForints', () => {
  it('reads whole forints with thousand separators', () => {
    expect(parseForints('20000')).toBe(20000);
    expect(parseForints('20 000')).toBe(20000);
    expect(parseForints('20.000 Ft')).toBe(20000);
    expect(parseForints('')).toBeNull();
    expect(parseForints('12,5')).toBeNull();
    expect(parseForints('-100')).toBeNull();
  });
});

describe('changeDue', () => {
  it('is what was received less the total', () => {
    expect(changeDue(10_580, 20_000)).toBe(9_420);
    expect(changeDue(10_580, 10_000)).toBe(-580);
    expect(changeDue(10_580, null)).toBeNull();
  });
});

describe('quickAmounts', () => {
  it('offers round amounts and banknotes above the total', () => {
    expect(quickAmounts(10_580)).toEqual([11_000, 15_000, 20_000]);
    expect(quickAmounts(3_200)).toEqual([4_000, 5_000, 10_000, 20_000]);
    expect(quickAmounts(5_000)).toEqual([6_000, 10_000, 20_000]);
    expect(quickAmounts(0)).toEqual([]);
  });
});
