import type { TicketInfo } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  eventSaleState,
  publicTickets,
  splitDuration,
  ticketAvailability,
} from './ticket-availability';

const ticket = (partial: Partial<TicketInfo>): TicketInfo => ({
  id: 1,
  name: 'Teljes árú jegy',
  name_translations: { en: 'Full price' },
  price: 5900,
  quantity: 50,
  sold_out: false,
  all_held: false,
  vip_only: false,
  ...partial,
});

describe('ticketAvailability', () => {
  it('is sold out when flagged or none left', () => {
    expect(ticketAvailability(ticket({ sold_out: true, quantity: 5 }))).toBe('sold_out');
    expect(ticketAvailability(ticket({ quantity: 0 }))).toBe('sold_out');
    // None free, but held in carts: not sold out (decision 0024).
    expect(ticketAvailability(ticket({ quantity: 0, all_held: true }))).toBe('all_held');
    expect(ticketAvailability(ticket({ quantity: 0, sold_out: true }))).toBe('sold_out');
  });
  it('has a few left under ten', () => {
    expect(ticketAvailability(ticket({ quantity: 9 }))).toBe('few_left');
    expect(ticketAvailability(ticket({ quantity: 1 }))).toBe('few_left');
  });
  it('is available from ten', () => {
    expect(ticketAvailability(ticket({ quantity: 10 }))).toBe('available');
  });
});

describe('publicTickets', () => {
  it('leaves out VIP-only ticket types', () => {
    expect(
      publicTickets([ticket({ id: 1 }), ticket({ id: 2, vip_only: true })]).map((t) => t.id),
    ).toEqual([1]);
  });
});

describe('eventSaleState', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  it('is cancelled before anything else', () => {
    expect(
      eventSaleState(
        { cancelled: true, sold_out: true, on_sale: false, min_price: 3000, sale_starts_at: null },
        now,
      ),
    ).toEqual({ kind: 'cancelled' });
  });
  it('is sold out first of all', () => {
    expect(
      eventSaleState({ sold_out: true, on_sale: true, min_price: null, sale_starts_at: null }, now),
    ).toEqual({ kind: 'sold_out' });
    expect(
      eventSaleState(
        { sold_out: false, all_held: true, on_sale: true, min_price: null, sale_starts_at: null },
        now,
      ),
    ).toEqual({ kind: 'all_held' });
  });
  it('is not on sale yet, with a future sale start', () => {
    expect(
      eventSaleState(
        {
          sold_out: false,
          on_sale: false,
          min_price: 4900,
          sale_starts_at: '2026-11-10T08:00:00Z',
        },
        now,
      ),
    ).toEqual({ kind: 'not_on_sale', minPrice: 4900, saleStartsAt: '2026-11-10T08:00:00Z' });
  });
  it('drops a sale start in the past', () => {
    expect(
      eventSaleState(
        {
          sold_out: false,
          on_sale: false,
          min_price: 4900,
          sale_starts_at: '2026-10-10T08:00:00Z',
        },
        now,
      ),
    ).toEqual({ kind: 'not_on_sale', minPrice: 4900, saleStartsAt: null });
  });
  it('is on sale from the lowest price', () => {
    expect(
      eventSaleState(
        { sold_out: false, on_sale: true, min_price: 3500, sale_starts_at: null },
        now,
      ),
    ).toEqual({ kind: 'on_sale', minPrice: 3500 });
  });
});

describe('splitDuration', () => {
  it('splits minutes into hours and minutes', () => {
    expect(splitDuration(150)).toEqual({ hours: 2, minutes: 30 });
    expect(splitDuration(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
