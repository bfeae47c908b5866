import { z } from 'zod';
import { vatSummaryRow } from './admin.js';
import { staffAlert } from './admin-alerts.js';
import { orderStatuses } from './checkout.js';
import { numericId, paymentMeans } from './common.js';

/*
 * Orders (decision 0016): staff find an order, see everything about it, download its documents and
 * send its confirmation e-mail again (cashier, admin), and cancel it with or without a refund
 * (administrators).
 */

export const refundStatuses = ['none', 'pending', 'partial', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const orderChannels = ['online', 'box_office', 'complimentary'] as const;
export type OrderChannel = (typeof orderChannels)[number];

/** The channel stored with an order (pure): the shop's unless it is another known one. */
export function orderChannelOf(channel: string): OrderChannel {
  return channel === 'box_office' || channel === 'complimentary' ? channel : 'online';
}

/** Orders per page of GET /admin/orders. */
export const staffOrdersPerPage = 50;

/** GET /admin/orders: the search, newest first, 50 a page. */
export const staffOrdersQuery = z.object({
  /**
   * Every word in the buyer's name or e-mail (case and accents ignored); all digits also match
   * the order's id; a ticket code (as printed or typed) matches its order.
   */
  q: z.string().trim().max(200).optional(),
  /** Orders with tickets for this performance. */
  event_id: numericId.optional(),
  status: z.enum(orderStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuery>;

export const staffOrderRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** The performances of its tickets, in the caller's language. */
  event_names: z.array(z.string()),
  total: z.number().int(),
  status: z.enum(orderStatuses),
  /** 1 = cash, 2 = card. */
  payment_method: z.number().int(),
  /** cash, card on the box office's terminal, or card online through SimplePay. */
  payment_means: z.enum(paymentMeans),
  refund_status: z.enum(refundStatuses),
  channel: z.enum(orderChannels),
});
export type StaffOrderRow = z.infer<typeof staffOrderRow>;

export const staffOrdersReply = z.object({
  data: z.array(staffOrderRow),
  /** Orders matching the search, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type StaffOrdersReply = z.infer<typeof staffOrdersReply>;

/** A staff member or user named in an order's details. */
export const staffActor = z.object({ id: z.number().int(), name: z.string() });
export type StaffActor = z.infer<typeof staffActor>;

/** GET /admin/orders/:id: the order with everything that happened to it. */
export const staffOrderDetails = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  /** Until when its tickets are held (awaiting payment). */
  expires_at: z.string().nullable(),
  status: z.enum(orderStatuses),
  /** 1 = paid. */
  payment_status: z.number().int(),
  /** 1 = cash, 2 = card. */
  payment_method: z.number().int(),
  /** cash, card on the box office's terminal, or card online through SimplePay. */
  payment_means: z.enum(paymentMeans),
  channel: z.enum(orderChannels),
  /** The language of the buyer's e-mails and documents. */
  language: z.enum(['hu', 'en']),
  ticket_total: z.number().int(),
  fee_total: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  refund_status: z.enum(refundStatuses),
  needs_invoice: z.boolean(),
  /** email | download (a guest's choice). */
  ticket_delivery: z.string(),
  coupon_code: z.string().nullable(),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    /** The buyer's account; null for a guest. */
    user_id: z.number().int().nullable(),
  }),
  /** The billing form as it was when ordering (invoice only). */
  billing: z.record(z.string(), z.unknown()).nullable(),
  /** The staff member who sold it at the box office; null for the shop's own orders. */
  sold_by: staffActor.nullable(),
  /**
   * The caller may cancel it (and refund it): an administrator an order paid or awaiting payment,
   * a cashier a box-office sale of their own open shift.
   */
  can_cancel: z.boolean(),
  /**
   * An exchange's new order (decision 0050): the order whose tickets it replaced, and what of its
   * total the old tickets' value paid (moved as credit, not taken); null / 0 otherwise.
   */
  exchanged_from_order_id: z.number().int().nullable(),
  exchange_credit: z.number().int(),
  /** The orders that replaced some of its tickets by an exchange, oldest first. */
  exchanged_to_order_ids: z.array(z.number().int()),
  /** A staff cancellation; null otherwise (also when the shop cancelled it: see the audit). */
  cancellation: z
    .object({ at: z.string(), reason: z.string().nullable(), by: staffActor.nullable() })
    .nullable(),
  /**
   * Its lines with their VAT, as its receipt or invoice has them (the VAT split, decision 0023):
   * tickets and fees at their rates, a coupon as one line per VAT rate of the tickets it reduces.
   */
  items: z.array(
    z.object({
      /** ticket | fee | discount */
      kind: z.string(),
      /** In the caller's language. */
      name: z.string(),
      event_id: z.number().int().nullable(),
      event_name: z.string().nullable(),
      event_start: z.string().nullable(),
      /** The performance's venue, in the caller's language (null for a fee or a discount). */
      venue_name: z.string().nullable(),
      /** A seat's line: the seat, in the caller's language. */
      seat: z.string().optional(),
      quantity: z.number().int(),
      /** Gross (bruttó) forints. */
      unit_price: z.number().int(),
      /** Gross (bruttó) forints; negative for a discount. */
      total: z.number().int(),
      /** 27 | 18 | 5 | 0 | TAM | AAM, as when the order was stored. */
      vat_rate: z.string(),
      /** Net (nettó: without VAT) and VAT (ÁFA) forints; net + vat = total. */
      net: z.number().int(),
      vat: z.number().int(),
    }),
  ),
  /** Alerts about the order (open and settled), oldest first. */
  alerts: z.array(staffAlert),
  /** Net, VAT and gross per VAT rate, in the order the rates first appear. */
  vat_summary: z.array(vatSummaryRow),
  /** Payment attempts, oldest first. */
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      order_ref: z.string(),
      transaction_id: z.number().int().nullable(),
      /** started | start_failed | finished | notauthorized | cancelled | timeout | refunded */
      status: z.string(),
      total: z.number().int(),
      /** What the buyer's browser came back with (SUCCESS, FAIL, CANCEL, TIMEOUT). */
      back_event: z.string().nullable(),
      created_at: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
  /** What the payment provider told (IPN) or answered (query), oldest first. */
  notifications: z.array(
    z.object({
      payment_id: z.number().int().nullable(),
      transaction_id: z.number().int().nullable(),
      status: z.string(),
      /** ipn | query | cancel */
      source: z.string(),
      /** applied | duplicate | refund | ignored | mismatch */
      outcome: z.string(),
      received_at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      /** simplepay: through the payment provider; desk: paid out at the box office. */
      method: z.enum(['simplepay', 'desk']),
      /** pending | done | failed */
      status: z.string(),
      /** A code for the shop's own refunds (tickets_gone, already_paid, order_closed), else the staff member's words. */
      reason: z.string(),
      requested_by: staffActor.nullable(),
      /** A desk refund: the staff member whose till paid it out (their day close counts it). */
      paid_out_by: staffActor.nullable(),
      refund_transaction_id: z.number().int().nullable(),
      created_at: z.string(),
      done_at: z.string().nullable(),
      /**
       * A refused card refund (decision 0053): the buyer was e-mailed a form for a bank account
       * (`mailed`), and what they gave (null until they do); null for any other refund.
       */
      bank_details: z
        .object({
          mailed_at: z.string(),
          holder: z.string().nullable(),
          /** Grouped for reading: a GIRO number with hyphens, an IBAN in fours. */
          account: z.string().nullable(),
          kind: z.enum(['giro', 'iban']).nullable(),
          submitted_at: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  /** Receipts, invoices and their cancellations (cancels_id: the document cancelled). */
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['receipt', 'invoice']),
      number: z.string().nullable(),
      /** pending | issued */
      status: z.string(),
      /** builtin | szamlazz */
      issuer: z.string(),
      cancels_id: z.number().int().nullable(),
      /** A modifying invoice (decision 0052): the invoice it modifies, which stays valid. */
      modifies_id: z.number().int().nullable(),
      created_at: z.string(),
      issued_at: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    }),
  ),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      type_name: z.string(),
      /** A seat's name ("Földszint, 5. sor, 12. szék"), in the caller's language; null: none. */
      seat: z.string().nullable(),
      /**
       * What the ticket cost: its price and fee less its share of the coupon (decision 0039),
       * what a refund of it gives back.
       */
      share: z.number().int(),
      event_id: z.number().int().nullable(),
      event_name: z.string().nullable(),
      /** valid | cancelled */
      status: z.string(),
      /** Given back by an exchange: the order that replaced it (decision 0050). */
      exchanged_to_order_id: z.number().int().nullable(),
      checked_in_at: z.string().nullable(),
      checked_in_door: z.string().nullable(),
      checked_in_by: staffActor.nullable(),
    }),
  ),
  /** The e-mails sent about the order (kept until the mailbox is pruned), oldest first. */
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      /** queued | sent | failed */
      status: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      last_error: z.string().nullable(),
      attachments: z.array(z.string()),
    }),
  ),
  /** Who did what, oldest first; actor null for the shop itself (a buyer's action, a job). */
  audit: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: staffActor.nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type StaffOrderDetails = z.infer<typeof staffOrderDetails>;

/**
 * POST /admin/orders/:id/cancel (administrators; a cashier a box-office sale of their own open
 * shift).
 */
export const cancelOrderBody = z.object({
  /** Why, for the record (not told to the buyer). */
  reason: z.string().trim().min(1).max(500),
  /** Give back what was paid (a paid order); true unless said otherwise. */
  refund: z.boolean().default(true),
  /**
   * A refund paid out at the desk: the staff member whose till pays it (their day close counts
   * it). An administrator names one (GET /admin/box-office/tills); a cashier's is their own.
   */
  refund_till_id: z.number('validation.required').int().positive().max(2_147_483_647).optional(),
});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

export const cancelOrderReply = z.object({
  /** What happened, in the caller's language. */
  message: z.string(),
  order: staffOrderDetails,
});
export type CancelOrderReply = z.infer<typeof cancelOrderReply>;

/**
 * POST /admin/orders/:id/refund-tickets: some valid tickets of a paid order given back (decision
 * 0039); what they cost by the split rule goes back the way it was paid.
 */
export const refundTicketsBody = z.object({
  ticket_ids: z
    .array(
      z.number('validation.required').int().positive().max(2_147_483_647),
      'validation.required',
    )
    .min(1, 'validation.required')
    .max(500),
  /** Why, for the record (not told to the buyer). */
  reason: z.string().trim().min(1).max(500),
  /** A refund paid out at the desk: the staff member whose till pays it (as for a cancel). */
  refund_till_id: z.number('validation.required').int().positive().max(2_147_483_647).optional(),
});
export type RefundTicketsBody = z.input<typeof refundTicketsBody>;

export const refundTicketsReply = z.object({
  /** What happened, in the caller's language. */
  message: z.string(),
  /** The tickets refunded now, and what they cost together (forints, gross). */
  ticket_ids: z.array(z.number().int()),
  amount: z.number().int(),
  /** simplepay (given back by the provider shortly) | desk (paid out now) | null (0 Ft). */
  refund_method: z.enum(['simplepay', 'desk']).nullable(),
  /** Valid tickets the order keeps. */
  tickets_left: z.number().int(),
  order: staffOrderDetails,
});
export type RefundTicketsReply = z.infer<typeof refundTicketsReply>;

/** POST /admin/orders/:id/refunds/:refund_id/settle (administrators). */
export const settleRefundParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(2_147_483_647),
  refund_id: z.coerce.number('validation.required').int().positive().max(2_147_483_647),
});
/** A refund the provider refused, paid back by other means: how, for the record. */
export const settleRefundBody = z.object({
  note: z.string().trim().min(1).max(500),
});
export type SettleRefundBody = z.input<typeof settleRefundBody>;

/** The paper a tickets PDF is laid out for (decision 0044). */
export const ticketPrintFormats = ['a4', 'thermal80', 'stock'] as const;
export type TicketPrintFormat = (typeof ticketPrintFormats)[number];

/** GET /admin/orders/{id}/tickets: the tickets on A4 (the stored file) or for the desk's printers. */
export const ticketPrintQuery = z.object({
  format: z
    .enum(ticketPrintFormats, 'validation.invalid_value')
    .default('a4')
    .describe(
      'a4: one ticket per A4 page (the stored file); thermal80: one ticket per page of an 80 mm roll, the page as tall as the ticket; stock: one ticket per 210 × 74 mm blank of ticket stock.',
    ),
});
export type TicketPrintQuery = z.infer<typeof ticketPrintQuery>;
