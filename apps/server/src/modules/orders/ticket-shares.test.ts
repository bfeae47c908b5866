import { describe, expect, it } from 'vitest';
import { largestRemainder, ticketShares, type ShareLine } from './ticket-shares.js';

const ticketLine = (
  id: number,
  quantity: number,
  unitPrice: number,
  extra: Partial<ShareLine> = {},
): ShareLine => ({
  id,
  kind: 'ticket',
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  unitFee: 290,
  discounted: true,
  ...extra,
});

const ticketsOf = (orderItemId: number, ids: number[]) => ids.map((id) => ({ id, orderItemId }));

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('largestRemainder', () => {
  it('splits in proportion, whole forints adding up, the earlier part first on a tie', () => {
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(1000, [6900, 4500])).toEqual([605, 395]);
    expect(largestRemainder(7, [0, 0])).toEqual([0, 0]);
    expect(largestRemainder(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('ticketShares', () => {
  it('gives each ticket its price and fee when there is no coupon', () => {
    const lines: ShareLine[] = [
      ticketLine(1, 2, 6900),
      {
        id: 2,
        kind: 'fee',
        quantity: 2,
        unitPrice: 290,
        total: 580,
        unitFee: null,
        discounted: null,
      },
    ];
    const shares = ticketShares(lines, ticketsOf(1, [11, 12]));
    expect(shares.get(11)).toEqual({ price: 6900, fee: 290, discount: 0, total: 7190 });
    expect(sum([...shares.values()].map((share) => share.total))).toBe(2 * 7190);
  });

  it('splits a coupon over the tickets it reduced, in proportion, adding up to the discount', () => {
    const lines: ShareLine[] = [
      ticketLine(1, 3, 6900),
      ticketLine(2, 1, 4500),
      ticketLine(3, 1, 3000, { discounted: false }),
      {
        id: 4,
        kind: 'fee',
        quantity: 5,
        unitPrice: 290,
        total: 1450,
        unitFee: null,
        discounted: null,
      },
      {
        id: 5,
        kind: 'discount',
        quantity: 1,
        unitPrice: -2519,
        total: -2519,
        unitFee: null,
        discounted: null,
      },
    ];
    const tickets = [...ticketsOf(1, [21, 22, 23]), ...ticketsOf(2, [24]), ...ticketsOf(3, [25])];
    const shares = ticketShares(lines, tickets);
    const total = 3 * 6900 + 4500 + 3000 + 1450 - 2519;
    expect(sum([...shares.values()].map((share) => share.total))).toBe(total);
    expect(sum([...shares.values()].map((share) => share.discount))).toBe(2519);
    expect(shares.get(25)?.discount).toBe(0);
    // 2519 × 6900 / 25200 = 689.72…, × 4500 / 25200 = 449.82…: the floors leave 3 forints,
    // which go to the largest remainders (449.82, then the first two 689.72s).
    expect([21, 22, 23, 24].map((id) => shares.get(id)?.discount)).toEqual([690, 690, 689, 450]);
  });

  it('is the same split whichever tickets are asked about first', () => {
    const lines: ShareLine[] = [
      ticketLine(1, 4, 3333),
      {
        id: 2,
        kind: 'discount',
        quantity: 1,
        unitPrice: -1000,
        total: -1000,
        unitFee: 0,
        discounted: null,
      },
    ];
    const tickets = ticketsOf(1, [34, 31, 33, 32]);
    const shares = ticketShares(lines, tickets);
    expect([31, 32, 33, 34].map((id) => shares.get(id)?.discount)).toEqual([250, 250, 250, 250]);
    const again = ticketShares(lines, [...tickets].reverse());
    expect([...again.entries()].sort()).toEqual([...shares.entries()].sort());
  });

  it('spreads an older order’s fee evenly where no fee per ticket was recorded', () => {
    const lines: ShareLine[] = [
      ticketLine(1, 2, 5000, { unitFee: null }),
      ticketLine(2, 1, 5000, { unitFee: null }),
      {
        id: 3,
        kind: 'fee',
        quantity: 1,
        unitPrice: 250,
        total: 250,
        unitFee: null,
        discounted: null,
      },
      {
        id: 4,
        kind: 'fee',
        quantity: 2,
        unitPrice: 300,
        total: 600,
        unitFee: null,
        discounted: null,
      },
    ];
    const shares = ticketShares(lines, [...ticketsOf(1, [1, 2]), ...ticketsOf(2, [3])]);
    expect([1, 2, 3].map((id) => shares.get(id)?.fee)).toEqual([284, 283, 283]);
    expect(sum([...shares.values()].map((share) => share.total))).toBe(15_000 + 850);
  });

  it('never takes more off a ticket than it cost', () => {
    const lines: ShareLine[] = [
      ticketLine(1, 1, 1, { unitFee: 0 }),
      ticketLine(2, 1, 2, { unitFee: 0 }),
      {
        id: 3,
        kind: 'discount',
        quantity: 1,
        unitPrice: -3,
        total: -3,
        unitFee: null,
        discounted: null,
      },
    ];
    const shares = ticketShares(lines, [...ticketsOf(1, [1]), ...ticketsOf(2, [2])]);
    expect(shares.get(1)).toMatchObject({ discount: 1, total: 0 });
    expect(shares.get(2)).toMatchObject({ discount: 2, total: 0 });
  });
});
