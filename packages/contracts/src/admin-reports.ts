import { z } from 'zod';
import { isoDay, vatSummaryRow } from './admin.js';

/*
 * Reports in the back office (decision 0020), administrators only (cashiers see no revenue).
 *
 * What counts: orders whose status is `paid`. A cancelled order is not a sale (its tickets went
 * back on sale, its documents were cancelled), so it is left out of every figure; an expired or
 * unpaid order never was one. Days are Budapest calendar days; amounts are whole forints, VAT
 * included (gross), except the sales report's paid_net and the VAT summary's net (decision 0033).
 *
 * - Sales and occupancy: the performances that start in the range, per ticket type.
 * - Revenue over time: the money of the orders paid in the range, per day of payment and per
 *   channel, less what was refunded on them; and their VAT summary per rate.
 */

/** The longest range a report covers: a season and then some. */
export const reportMaxDays = 400;

/** `from` and `to`: Budapest days, both included. */
export function checkReportRange(
  value: { from: string; to: string },
  context: z.RefinementCtx,
): void {
  const from = Date.parse(`${value.from}T00:00:00Z`);
  const to = Date.parse(`${value.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return;
  if (to < from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
  } else if ((to - from) / 86_400_000 + 1 > reportMaxDays) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_range_long' });
  }
}

export const reportQuery = z.object({ from: isoDay, to: isoDay }).superRefine(checkReportRange);
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * What a ticket type, a performance and the whole range have in common. The money is the tickets'
 * only (not the technical fee), in whole forints; bruttó (gross) includes VAT, nettó (net) does
 * not (decision 0033). On every row paid_gross = gross_revenue − discount = paid_net + paid_vat.
 * The money fields' descriptions (`describe`) are also the OpenAPI document's (/api/docs).
 */
const salesFigures = {
  capacity: z.number().int(),
  /** Tickets of paid orders. */
  sold: z.number().int(),
  /** Tickets in live carts and unpaid orders, now. */
  held: z.number().int(),
  /** sold / capacity, in percent with one decimal; 0 without capacity. */
  occupancy_percent: z.number(),
  gross_revenue: z
    .number()
    .int()
    .describe(
      'Bruttó (VAT included), forints: the tickets at the prices they were sold at, before coupons.',
    ),
  discount: z
    .number()
    .int()
    .describe(
      "Bruttó, forints: the coupons' discount, each order's coupon split over the tickets it " +
        'reduces in proportion to their price (the VAT split, decision 0023).',
    ),
  paid_gross: z
    .number()
    .int()
    .describe(
      'Bruttó (VAT included), forints, after the coupons: gross_revenue − discount, what the ' +
        'buyers paid for these tickets.',
    ),
  paid_net: z
    .number()
    .int()
    .describe(
      'Nettó (without VAT), forints, of paid_gross: per order line the net of its gross less the ' +
        "net of its discount share, each at the line's VAT rate and rounded to the forint as the " +
        'VAT split rounds (decision 0033); added up.',
    ),
  paid_vat: z.number().int().describe('ÁFA (VAT), forints, in paid_gross: paid_gross − paid_net.'),
};

export const ticketTypeSales = z.object({
  ticket_type_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  /** Its price now (tickets may have been sold at another). */
  price: z.number().int(),
  ...salesFigures,
});
export type TicketTypeSales = z.infer<typeof ticketTypeSales>;

/** Complimentary tickets (decision 0045): given away, so not in `sold` nor in the money. */
const complimentaryCount = z
  .number()
  .int()
  .describe('Valid complimentary tickets (0 Ft, decision 0045): apart from the tickets sold.');

export const performanceSales = z.object({
  event_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  venue_name: z.string(),
  /** The venue's English name (empty: none given; English pages then show the Hungarian one). */
  venue_name_en: z.string(),
  starts_at: z.string(),
  published: z.boolean(),
  ...salesFigures,
  complimentary: complimentaryCount,
  ticket_types: z.array(ticketTypeSales),
});
export type PerformanceSales = z.infer<typeof performanceSales>;

/** GET /admin/reports/sales: the performances starting in the range, earliest first. */
export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    performances: z.number().int(),
    ...salesFigures,
    complimentary: complimentaryCount,
  }),
  performances: z.array(performanceSales),
});
export type SalesReport = z.infer<typeof salesReport>;

/** The money of a set of paid orders (gross, VAT included). */
const moneyFigures = {
  orders: z.number().int(),
  /** What was taken for them: their payments (a second payment of an order included). */
  received: z.number().int(),
  /** What was given back on them (refunds asked for, not failed). */
  refunded: z.number().int(),
  net: z
    .number()
    .int()
    .describe(
      'received − refunded: the money taken after refunds, VAT included. Not nettó (without ' +
        "VAT): that is the VAT summary's net.",
    ),
};

export const revenueDay = z.object({
  /** YYYY-MM-DD, Budapest: the day the orders were paid. */
  day: z.string(),
  ...moneyFigures,
  online_net: z
    .number()
    .int()
    .describe("The online orders' money after refunds (received − refunded), VAT included."),
  box_office_net: z
    .number()
    .int()
    .describe("The box office's orders' money after refunds (received − refunded), VAT included."),
});
export type RevenueDay = z.infer<typeof revenueDay>;

/** GET /admin/reports/revenue: every day of the range (a day without sales too). */
export const revenueReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    ...moneyFigures,
    online: z.object(moneyFigures),
    box_office: z.object(moneyFigures),
    /** Tickets of the orders paid in the range. */
    tickets: z.number().int(),
  }),
  days: z.array(revenueDay),
  /**
   * The VAT summary of the orders paid in the range: per VAT rate (27, 18, 5, 0, TAM, AAM; those
   * present) net (without VAT), VAT and gross forints, as their receipts and invoices have them
   * (the VAT split, decision 0023). Gross adds up to what the orders cost.
   */
  vat_summary: z.array(vatSummaryRow),
});
export type RevenueReport = z.infer<typeof revenueReport>;

/**
 * The exports' CSV (GET /admin/exports/{kind}?format=csv, decision 0040): RFC 4180 (CRLF line
 * ends, fields with a separator, quote or line break quoted, quotes doubled), UTF-8 with a byte
 * order mark so Excel reads the accents, and a semicolon between fields: Excel in Hungarian (and
 * in most European languages) splits on the semicolon, since the comma is its decimal mark.
 */
export const csvSeparator = ';';

// ---------------------------------------------------------------------------------------------
// Client errors

/** Reports per page of GET /admin/client-errors. */
export const clientErrorsPerPage = 50;

export const clientErrorsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ClientErrorsQuery = z.input<typeof clientErrorsQuery>;

/** One report of POST /errors, as stored (control characters already taken out). */
export const clientErrorRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  message: z.string(),
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  /** The page the visitor was on. */
  url: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The stack or component trace the browser sent. */
  info: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type ClientErrorRow = z.infer<typeof clientErrorRow>;

/** GET /admin/client-errors: newest first, kept 30 days. */
export const clientErrorsReply = z.object({
  data: z.array(clientErrorRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ClientErrorsReply = z.infer<typeof clientErrorsReply>;
