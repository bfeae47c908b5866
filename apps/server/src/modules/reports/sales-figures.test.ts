import { describe, expect, it } from 'vitest';
import type { VatRate } from '../../integrations/invoicing/invoicing-service.js';
import { netOf, vatLinesOf, type SoldLine } from '../documents/fiscal-lines.js';
import type { PaidLineRow } from './reports.repository.js';
import {
  figuresOf,
  noTakings,
  occupancyPercent,
  paidNetOf,
  sumFigures,
  ticketTypeTakingsOf,
} from './sales-figures.js';

// The sales report's figures (decision 0033): what buyers paid per ticket type, gross, net and
// VAT, through the one VAT split (documents/fiscal-lines.ts).

let nextOrder = 0;

/** A paid order's lines as the repository reads them: tickets by type, a fee, a coupon. */
function order(
  tickets: { type: number; quantity: number; price: number; rate: VatRate; discounted?: boolean }[],
  options: { fee?: number; coupon?: number } = {},
): PaidLineRow[] {
  nextOrder += 1;
  const rows: PaidLineRow[] = tickets.map((ticket) => ({
    order_id: nextOrder,
    kind: 'ticket',
    ticket_type_id: ticket.type,
    quantity: ticket.quantity,
    unit_price: ticket.price,
    total: ticket.price * ticket.quantity,
    vat_rate: ticket.rate,
    discounted: ticket.discounted ?? true,
  }));
  if (options.fee) {
    const quantity = tickets.reduce((sum, ticket) => sum + ticket.quantity, 0);
    rows.push({
      order_id: nextOrder,
      kind: 'fee',
      ticket_type_id: null,
      quantity,
      unit_price: options.fee,
      total: options.fee * quantity,
      vat_rate: '27',
      discounted: null,
    });
  }
  if (options.coupon) {
    rows.push({
      order_id: nextOrder,
      kind: 'discount',
      ticket_type_id: null,
      quantity: 1,
      unit_price: -options.coupon,
      total: -options.coupon,
      // The column's default: a discount's own rate is never used.
      vat_rate: '27',
      discounted: null,
    });
  }
  return rows;
}

/** The VAT split's lines of one order (the receipts' computation), by rate, fees left out. */
function splitByRate(rows: readonly PaidLineRow[]): Map<VatRate, { net: number; vat: number }> {
  const lines: SoldLine[] = rows.map((row) => ({
    kind: row.kind as SoldLine['kind'],
    name: '',
    quantity: row.quantity,
    unitPrice: row.unit_price,
    total: row.total,
    vatRate: row.vat_rate as VatRate,
    discounted: row.discounted,
  }));
  const byRate = new Map<VatRate, { net: number; vat: number }>();
  for (const line of vatLinesOf(lines)) {
    if (line.kind === 'fee') continue;
    const sum = byRate.get(line.vatRate) ?? { net: 0, vat: 0 };
    sum.net += line.net;
    sum.vat += line.vat;
    byRate.set(line.vatRate, sum);
  }
  return byRate;
}

describe('paidNetOf', () => {
  it("is the line's net less its discount share's net, each rounded as the VAT split rounds", () => {
    // 15000 / 1.27 = 11811.02 → 11811; 714 / 1.27 = 562.20 → 562.
    expect(paidNetOf({ total: 15000, vatRate: '27' }, 714)).toBe(11811 - 562);
    // 6000 / 1.05 = 5714.29 → 5714; 286 / 1.05 = 272.38 → 272.
    expect(paidNetOf({ total: 6000, vatRate: '5' }, 286)).toBe(5714 - 272);
    expect(paidNetOf({ total: 5000, vatRate: '18' }, 0)).toBe(netOf(5000, '18'));
  });

  it('leaves an amount without VAT as it is', () => {
    for (const rate of ['0', 'TAM', 'AAM'] as const) {
      expect(paidNetOf({ total: 8000, vatRate: rate }, 1500)).toBe(6500);
    }
  });
});

describe('figuresOf and sumFigures', () => {
  it('derive paid gross (gross − discount) and its VAT (paid gross − net)', () => {
    expect(
      figuresOf({
        capacity: 50,
        sold: 6,
        held: 2,
        gross_revenue: 30000,
        discount: 714,
        paid_net: 23060,
      }),
    ).toEqual({
      capacity: 50,
      sold: 6,
      held: 2,
      occupancy_percent: 12,
      gross_revenue: 30000,
      discount: 714,
      paid_gross: 29286,
      paid_net: 23060,
      paid_vat: 6226,
    });
    expect(figuresOf({ capacity: 0, held: 0, ...noTakings() })).toMatchObject({
      occupancy_percent: 0,
      paid_gross: 0,
      paid_net: 0,
      paid_vat: 0,
    });
  });

  it('add up the counts, so net + VAT = paid gross in the sum too', () => {
    const parts = [
      { capacity: 50, sold: 6, held: 2, gross_revenue: 30000, discount: 714, paid_net: 23060 },
      { capacity: 50, sold: 1, held: 1, gross_revenue: 6000, discount: 286, paid_net: 5442 },
    ];
    const sum = sumFigures(parts.map(figuresOf));
    expect(sum).toEqual({
      capacity: 100,
      sold: 7,
      held: 3,
      occupancy_percent: 7,
      gross_revenue: 36000,
      discount: 1000,
      paid_gross: 35000,
      paid_net: 28502,
      paid_vat: 6498,
    });
    expect(sum.paid_net + sum.paid_vat).toBe(sum.paid_gross);
  });

  it('agrees with occupancyPercent', () => {
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(5, 0)).toBe(0);
  });
});

describe('ticketTypeTakingsOf', () => {
  it('gives a coupon split over two VAT rates the net and VAT of the VAT split', () => {
    // 3 × 5000 at 27 % and 1 × 6000 at 5 %, a 290 Ft fee each, a 1000 Ft coupon.
    const rows = order(
      [
        { type: 1, quantity: 3, price: 5000, rate: '27' },
        { type: 2, quantity: 1, price: 6000, rate: '5' },
      ],
      { fee: 290, coupon: 1000 },
    );
    const takings = ticketTypeTakingsOf(rows);
    expect(takings.get(1)).toEqual({
      sold: 3,
      gross_revenue: 15000,
      discount: 714,
      paid_net: 11811 - 562,
    });
    expect(takings.get(2)).toEqual({
      sold: 1,
      gross_revenue: 6000,
      discount: 286,
      paid_net: 5714 - 272,
    });
    // One ticket type per rate: each type's net and VAT are its rate's lines in the VAT split.
    const split = splitByRate(rows);
    for (const [type, rate] of [
      [1, '27'],
      [2, '5'],
    ] as const) {
      const figures = figuresOf({ capacity: 0, held: 0, ...(takings.get(type) ?? noTakings()) });
      expect({ net: figures.paid_net, vat: figures.paid_vat }).toEqual(split.get(rate));
      expect(figures.paid_net + figures.paid_vat).toBe(figures.paid_gross);
    }
  });

  it('adds a type up over orders, and gives a ticket the coupon does not reduce no share', () => {
    const rows = [
      // The coupon is for type 2 only: type 1 keeps its full price and net.
      ...order(
        [
          { type: 1, quantity: 2, price: 4000, rate: '27', discounted: false },
          { type: 2, quantity: 2, price: 3000, rate: '18' },
        ],
        { coupon: 999 },
      ),
      ...order([{ type: 1, quantity: 1, price: 4000, rate: '27' }]),
      ...order([{ type: 3, quantity: 1, price: 2500, rate: 'TAM' }], { coupon: 500 }),
    ];
    const takings = ticketTypeTakingsOf(rows);
    expect(takings.get(1)).toEqual({
      sold: 3,
      gross_revenue: 12000,
      discount: 0,
      paid_net: netOf(8000, '27') + netOf(4000, '27'),
    });
    // 6000 / 1.18 = 5084.75 → 5085; 999 / 1.18 = 846.61 → 847.
    expect(takings.get(2)).toEqual({
      sold: 2,
      gross_revenue: 6000,
      discount: 999,
      paid_net: 5085 - 847,
    });
    expect(takings.get(3)).toEqual({ sold: 1, gross_revenue: 2500, discount: 500, paid_net: 2000 });
    const figures = sumFigures(
      [...takings.values()].map((taken) => figuresOf({ capacity: 0, held: 0, ...taken })),
    );
    expect(figures.paid_gross).toBe(12000 + 6000 - 999 + 2000);
    expect(figures.paid_net + figures.paid_vat).toBe(figures.paid_gross);
  });

  it('keeps net + VAT = paid gross = gross − discount for any order', () => {
    const rates: VatRate[] = ['27', '18', '5', '0', 'TAM', 'AAM'];
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 200; round += 1) {
      const tickets = Array.from({ length: 1 + random(4) }, (_, index) => ({
        type: 10 + index,
        quantity: 1 + random(5),
        price: 100 * (1 + random(90)),
        rate: rates[random(rates.length)] ?? '27',
        discounted: random(4) !== 0,
      }));
      const reducible = tickets
        .filter((ticket) => ticket.discounted)
        .reduce((sum, ticket) => sum + ticket.price * ticket.quantity, 0);
      const coupon = reducible > 0 ? 1 + random(reducible) : 0;
      const rows = order(tickets, { fee: random(2) * 290, coupon });
      const takings = ticketTypeTakingsOf(rows);
      let discount = 0;
      for (const ticket of tickets) {
        const taken = takings.get(ticket.type) ?? noTakings();
        const figures = figuresOf({ capacity: 0, held: 0, ...taken });
        discount += figures.discount;
        expect(figures.paid_gross).toBe(ticket.price * ticket.quantity - figures.discount);
        expect(figures.paid_net + figures.paid_vat).toBe(figures.paid_gross);
        expect(figures.paid_net).toBe(
          paidNetOf(
            { total: ticket.price * ticket.quantity, vatRate: ticket.rate },
            taken.discount,
          ),
        );
        if (['0', 'TAM', 'AAM'].includes(ticket.rate)) expect(figures.paid_vat).toBe(0);
      }
      // The shares are the VAT split's: they add up to the coupon.
      expect(discount).toBe(coupon);
    }
  });
});
