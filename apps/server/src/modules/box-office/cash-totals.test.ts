import { describe, expect, it } from 'vitest';
import { budapestMidnight, cashTotalsOf, nextDay } from './cash-totals.js';

describe('cashTotalsOf', () => {
  it('is all zero for an empty shift', () => {
    expect(cashTotalsOf([])).toEqual({
      cash_taken: 0,
      card_taken: 0,
      cash_refunded: 0,
      card_refunded: 0,
      expected_cash: 0,
      tickets_sold: 0,
      order_count: 0,
      refund_count: 0,
    });
  });

  it('counts cash and card apart, and refunds the way the order was paid', () => {
    const totals = cashTotalsOf([
      { kind: 'sale', method: 'cash', amount: 10_580, tickets: 2 },
      { kind: 'sale', method: 'card', amount: 5_290, tickets: 1 },
      { kind: 'sale', method: 'cash', amount: 4_000, tickets: 1 },
      { kind: 'refund', method: 'cash', amount: 4_000, tickets: 1 },
      { kind: 'refund', method: 'card', amount: 5_290, tickets: 1 },
    ]);
    expect(totals).toEqual({
      cash_taken: 14_580,
      card_taken: 5_290,
      cash_refunded: 4_000,
      card_refunded: 5_290,
      expected_cash: 10_580,
      tickets_sold: 4,
      order_count: 3,
      refund_count: 2,
    });
  });

  it('expects a negative amount when more cash went out than came in', () => {
    const totals = cashTotalsOf([{ kind: 'refund', method: 'cash', amount: 3_000, tickets: 2 }]);
    expect(totals.expected_cash).toBe(-3_000);
    expect(totals.tickets_sold).toBe(0);
  });
});

describe('budapestMidnight', () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer', () => {
    expect(budapestMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(budapestMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(budapestMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(budapestMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('nextDay', () => {
  it('rolls over months and years', () => {
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
