import { z } from 'zod';
import { orderStatuses } from './checkout.js';

/**
 * The buyer's orders and their documents (docs/product.md §2 "Previous orders", §3, §4 "Row
 * actions in the history", §7): GET /user_orders, GET /order/{id}/items, and the downloads
 * GET /orders/{id}/download_tickets, GET /orders/{id}/download_receipt, GET /invoices/{id}/download
 * (an invoice or a cancellation invoice, by `invoice_id` / `annul_invoice_id`).
 */

/**
 * A performance an order has tickets for: when and where (decision 0025). The name and the venue
 * are in the caller's language; the start is the performance's own (it follows a rescheduled
 * performance).
 */
export const orderPerformance = z.object({
  event_id: z.number().int().nullable(),
  name: z.string(),
  /** ISO 8601 instant, shown in Budapest time; null only for a sale recorded without one. */
  starts_at: z.string().nullable(),
  venue_name: z.string().nullable(),
  venue_address: z.string().nullable(),
});
export type OrderPerformance = z.infer<typeof orderPerformance>;

/** One row of the buyer's order history. */
export const userOrder = z.object({
  id: z.number().int(),
  /** The performance(s) the order is for. */
  name: z.string(),
  /** The same performances with their start and venue, the earliest first. */
  performances: z.array(orderPerformance),
  created_at: z.string(),
  brutto: z.number().int(),
  status: z.enum(orderStatuses),
  /** 1 = paid. */
  payment_status: z.number().int(),
  /** Translated: 'Fizetve' for paid (decision 0015: the spec's catalogue had them swapped). */
  payment_status_name: z.string(),
  payment_method: z.number().int(),
  payment_method_name: z.string(),
  /** The invoice (GET /invoices/{id}/download); null for a receipt or before it is issued. */
  invoice_id: z.number().int().nullable(),
  /** The cancellation invoice, when the order was cancelled after its invoice. */
  annul_invoice_id: z.number().int().nullable(),
  /** The receipt can be downloaded (GET /orders/{id}/download_receipt). */
  has_receipt: z.boolean(),
  /** The tickets can be downloaded (GET /orders/{id}/download_tickets). */
  has_tickets: z.boolean(),
  /** A payment can be started again (GET /payment/{id}): awaiting payment, not paid. */
  retryable: z.boolean(),
});
export type UserOrder = z.infer<typeof userOrder>;

export const userOrdersReply = z.array(userOrder);
export type UserOrdersReply = z.infer<typeof userOrdersReply>;

/**
 * One line of an order's details (spec: name, quantity, bruttoSum); for a ticket also its
 * performance, when and where (null for a fee or a discount).
 */
export const orderItemRow = z.object({
  name: z.string(),
  /** The performance, for a ticket. */
  event_name: z.string().nullable(),
  event_id: z.number().int().nullable(),
  /** ISO 8601 instant, shown in Budapest time. */
  starts_at: z.string().nullable(),
  venue_name: z.string().nullable(),
  venue_address: z.string().nullable(),
  quantity: z.number().int(),
  bruttoSum: z.number().int(),
  /** A seat's line: the seat, named in the caller's language ("Földszint, 5. sor, 12. szék"). */
  seat: z.string().optional(),
});
export type OrderItemRow = z.infer<typeof orderItemRow>;

export const orderItemsReply = z.array(orderItemRow);
export type OrderItemsReply = z.infer<typeof orderItemsReply>;
