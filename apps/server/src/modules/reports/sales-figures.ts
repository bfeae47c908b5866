import type { VatSummaryRow as VatSummary } from '@theatre/contracts';
import { vatRates, type VatRate } from '../../integrations/invoicing/invoicing-service.js';
import {
  discountSharesOf,
  netOf,
  vatLinesOf,
  vatSummaryOf,
  type SoldLine,
} from '../documents/fiscal-lines.js';
import type { PaidLineRow } from './reports.repository.js';

/** sold / capacity in percent with one decimal; 0 without capacity (pure). */
export function occupancyPercent(sold: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.round((sold * 1000) / capacity) / 10;
}

export interface SalesFigures {
  capacity: number;
  sold: number;
  held: number;
  occupancy_percent: number;
  gross_revenue: number;
  discount: number;
  paid_gross: number;
  paid_net: number;
  paid_vat: number;
}

/** What is counted; the rest follows from it (occupancy, paid gross, VAT). */
export type SalesCounts = Pick<
  SalesFigures,
  'capacity' | 'sold' | 'held' | 'gross_revenue' | 'discount' | 'paid_net'
>;

/**
 * The figures from their counts (pure): paid gross = gross − discount (what the buyers paid), and
 * its VAT = paid gross − paid net, so net + VAT = paid gross however the counts were added up.
 */
export function figuresOf(counts: SalesCounts): SalesFigures {
  const paidGross = counts.gross_revenue - counts.discount;
  return {
    capacity: counts.capacity,
    sold: counts.sold,
    held: counts.held,
    occupancy_percent: occupancyPercent(counts.sold, counts.capacity),
    gross_revenue: counts.gross_revenue,
    discount: counts.discount,
    paid_gross: paidGross,
    paid_net: counts.paid_net,
    paid_vat: paidGross - counts.paid_net,
  };
}

/** The figures of several (a performance's types, the range's performances), added up (pure). */
export function sumFigures(parts: readonly SalesCounts[]): SalesFigures {
  const total = { capacity: 0, sold: 0, held: 0, gross_revenue: 0, discount: 0, paid_net: 0 };
  for (const part of parts) {
    total.capacity += part.capacity;
    total.sold += part.sold;
    total.held += part.held;
    total.gross_revenue += part.gross_revenue;
    total.discount += part.discount;
    total.paid_net += part.paid_net;
  }
  return figuresOf(total);
}

/** A paid order's line as the VAT split takes it. */
function soldLineOf<T extends PaidLineRow>(row: T): T & SoldLine {
  return {
    ...row,
    kind: row.kind === 'fee' || row.kind === 'discount' ? row.kind : 'ticket',
    name: '',
    unitPrice: row.unit_price,
    // The database's check keeps the rate one of vatRates.
    vatRate: row.vat_rate as VatRate,
  };
}

/** Lines (ordered by order) grouped into their orders, as the VAT split takes them (pure). */
export function linesByOrder<T extends PaidLineRow>(rows: readonly T[]): (T & SoldLine)[][] {
  const orders = new Map<number, (T & SoldLine)[]>();
  for (const row of rows) {
    const lines = orders.get(row.order_id) ?? [];
    lines.push(soldLineOf(row));
    orders.set(row.order_id, lines);
  }
  return [...orders.values()];
}

export interface TicketTypeTakings {
  sold: number;
  gross_revenue: number;
  discount: number;
  /** Without VAT, after the discount. */
  paid_net: number;
}

/** A ticket type that sold nothing. */
export const noTakings = (): TicketTypeTakings => ({
  sold: 0,
  gross_revenue: 0,
  discount: 0,
  paid_net: 0,
});

/**
 * A ticket line's net (without VAT) after its share of the coupons (pure): the VAT split's net of
 * the line (netOf, at the rate stored on the line) less the net of its share at the same rate,
 * each rounded to the forint as the VAT split rounds them.
 */
export function paidNetOf(line: Pick<SoldLine, 'total' | 'vatRate'>, share: number): number {
  return netOf(line.total, line.vatRate) - netOf(share, line.vatRate);
}

/**
 * Per ticket type, from the lines of paid orders (pure): the tickets sold, what they cost gross,
 * their share of the orders' coupons, as the VAT split gives it (documents/fiscal-lines.ts: the
 * coupon split over the tickets it reduces by the largest remainder), and what is left of them
 * without VAT (paidNetOf per line, added up).
 */
export function ticketTypeTakingsOf(rows: readonly PaidLineRow[]): Map<number, TicketTypeTakings> {
  const takings = new Map<number, TicketTypeTakings>();
  for (const lines of linesByOrder(rows)) {
    const shares = discountSharesOf(lines);
    lines.forEach((line, index) => {
      if (line.kind !== 'ticket' || line.ticket_type_id === null) return;
      const share = shares[index] ?? 0;
      const figures = takings.get(line.ticket_type_id) ?? noTakings();
      figures.sold += line.quantity;
      figures.gross_revenue += line.total;
      figures.discount += share;
      figures.paid_net += paidNetOf(line, share);
      takings.set(line.ticket_type_id, figures);
    });
  }
  return takings;
}

/**
 * The VAT summary of paid orders (pure): each order's lines through the VAT split, added up per
 * rate, in the order of vatRates (27, 18, 5, 0, TAM, AAM): the sum of their receipts' and
 * invoices' summaries.
 */
export function vatSummaryOfOrders(rows: readonly PaidLineRow[]): VatSummary[] {
  const totals = vatTotals();
  for (const lines of linesByOrder(rows)) totals.add(orderVatSummary(lines));
  return totals.rows();
}

/** One order's VAT summary per rate: its receipt's or invoice's (pure). */
export function orderVatSummary(lines: readonly SoldLine[]): VatSummary[] {
  return vatSummaryOf(vatLinesOf(lines)).map((row) => ({
    vat_rate: row.vatRate,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
  }));
}

/** Orders' VAT summaries added up per rate, listed in the order of vatRates. */
export function vatTotals() {
  const totals = new Map<string, VatSummary>();
  return {
    add(summary: readonly VatSummary[]): void {
      for (const row of summary) {
        const total = totals.get(row.vat_rate) ?? { ...row, net: 0, vat: 0, gross: 0 };
        total.net += row.net;
        total.vat += row.vat;
        total.gross += row.gross;
        totals.set(row.vat_rate, total);
      }
    },
    rows(): VatSummary[] {
      return vatRates.flatMap((rate) => {
        const total = totals.get(rate);
        return total ? [total] : [];
      });
    },
  };
}
