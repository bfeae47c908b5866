import type { VatSummaryRow as VatSummary } from '@theatre/contracts';
import { vatRates, type VatRate } from '../../integrations/invoicing/invoicing-service.js';
import {
  discountSharesOf,
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
  net_revenue: number;
}

type Counts = Omit<SalesFigures, 'occupancy_percent' | 'net_revenue'>;

/** The figures of one ticket type from its counts (pure). */
export function figuresOf(counts: Counts): SalesFigures {
  return {
    capacity: counts.capacity,
    sold: counts.sold,
    held: counts.held,
    occupancy_percent: occupancyPercent(counts.sold, counts.capacity),
    gross_revenue: counts.gross_revenue,
    discount: counts.discount,
    net_revenue: counts.gross_revenue - counts.discount,
  };
}

/** The figures of several (a performance's types, the range's performances), added up (pure). */
export function sumFigures(parts: readonly Counts[]): SalesFigures {
  const total = { capacity: 0, sold: 0, held: 0, gross_revenue: 0, discount: 0 };
  for (const part of parts) {
    total.capacity += part.capacity;
    total.sold += part.sold;
    total.held += part.held;
    total.gross_revenue += part.gross_revenue;
    total.discount += part.discount;
  }
  return figuresOf(total);
}

/** A paid order's line as the VAT split takes it. */
function soldLineOf(row: PaidLineRow): PaidLineRow & SoldLine {
  return {
    ...row,
    kind: row.kind === 'fee' || row.kind === 'discount' ? row.kind : 'ticket',
    name: '',
    unitPrice: row.unit_price,
    // The database's check keeps the rate one of vatRates.
    vatRate: row.vat_rate as VatRate,
  };
}

/** Lines (ordered by order) grouped into their orders (pure). */
function byOrder(rows: readonly PaidLineRow[]): (PaidLineRow & SoldLine)[][] {
  const orders = new Map<number, (PaidLineRow & SoldLine)[]>();
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
}

/**
 * Per ticket type, from the lines of paid orders (pure): the tickets sold, what they cost gross,
 * and their share of the orders' coupons, as the VAT split gives it (documents/fiscal-lines.ts:
 * the coupon split over the tickets it reduces by the largest remainder).
 */
export function ticketTypeTakingsOf(rows: readonly PaidLineRow[]): Map<number, TicketTypeTakings> {
  const takings = new Map<number, TicketTypeTakings>();
  for (const lines of byOrder(rows)) {
    const shares = discountSharesOf(lines);
    lines.forEach((line, index) => {
      if (line.kind !== 'ticket' || line.ticket_type_id === null) return;
      const figures = takings.get(line.ticket_type_id) ?? {
        sold: 0,
        gross_revenue: 0,
        discount: 0,
      };
      figures.sold += line.quantity;
      figures.gross_revenue += line.total;
      figures.discount += shares[index] ?? 0;
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
  const totals = new Map<VatRate, VatSummary>();
  for (const lines of byOrder(rows)) {
    for (const row of vatSummaryOf(vatLinesOf(lines))) {
      const total = totals.get(row.vatRate) ?? { vat_rate: row.vatRate, net: 0, vat: 0, gross: 0 };
      total.net += row.net;
      total.vat += row.vat;
      total.gross += row.gross;
      totals.set(row.vatRate, total);
    }
  }
  return vatRates.flatMap((rate) => {
    const total = totals.get(rate);
    return total ? [total] : [];
  });
}
