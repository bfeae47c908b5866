import { describe, expect, it } from 'vitest';
import { cashTotalsOf } from './cash-totals.js';

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
