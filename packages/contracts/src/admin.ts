import { z } from 'zod';
import { orderStatuses } from './checkout.js';
import { staffAlert } from './admin-alerts.js';
import { numericId, paymentMeans } from './common.js';

/**
 * The back office (issue 7): `/api/admin/...`, for staff only (cashier: box office, door and order
 * look-up; administrator: everything). Field names are snake_case like the shop's.
 */

/** A calendar day, YYYY-MM-DD (Budapest). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'validation.date');

/** GET /admin/performances: performances from a day (default today) for some days (default 60). */
export const staffPerformancesQuery = z.object({
  from: isoDay.optional(),
  days: z.coerce.number().int().min(1).max(400).optional(),
});
export type StaffPerformancesQuery = z.infer<typeof staffPerformancesQuery>;

/** One performance as staff see it: where it stands, for the door, the box office and reports. */
export const staffPerformance = z.object({
  id: z.number().int(),
  production_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  starts_at: z.string(),
  published: z.boolean(),
  vip_only: z.boolean(),
  capacity: z.number().int(),
  sold: z.number().int(),
  /** Tickets in live carts and unpaid orders. */
  held: z.number().int(),
  checked_in: z.number().int(),
});
export type StaffPerformance = z.infer<typeof staffPerformance>;
export const staffPerformancesReply = z.array(staffPerformance);

/*
 * Door check-in (issue 7): staff scan or type a ticket's code at a door. The code is normalised
 * on the server (case, spaces, hyphens, Crockford's O/0 and I/L/1), so the scanner sends what it
 * read. Every scanner outcome is a 200 with a `result`; only a malformed request is an error.
 */

/** POST /admin/check-in: admit a ticket at a door (cashier, admin). */
export const checkInBody = z.object({
  /** As scanned or typed; 422 (`errors.code`) unless it normalises to 16 base-32 characters. */
  code: z.string().min(1).max(64),
  /** The performance this door admits to. */
  event_id: z.number().int().positive().max(2_147_483_647),
  /** Where the ticket is scanned, e.g. `Főbejárat`; trimmed. */
  door: z.string().trim().min(1).max(40),
  /**
   * The door's own id of this scan (a random UUID). A scan sent again with the same id (its answer
   * was lost when the connection dropped) is answered with the admission it made (`repeated`), not
   * as `already_used`.
   */
  scan_id: z.uuid('validation.invalid_format').optional(),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const checkInResults = [
  'admitted',
  'already_used',
  'wrong_event',
  'cancelled',
  'unknown',
] as const;
export type CheckInResult = (typeof checkInResults)[number];

/** The ticket as the door sees it; names in the caller's language. */
export const checkInTicket = z.object({
  code: z.string(),
  type_name: z.string(),
  /** The performance the ticket is for (for `wrong_event`: not this door's). */
  event_id: z.number().int().nullable(),
  event_name: z.string(),
  starts_at: z.string().nullable(),
  venue_name: z.string().nullable(),
  buyer_name: z.string(),
  order_id: z.number().int(),
});
export type CheckInTicket = z.infer<typeof checkInTicket>;

export const checkInReply = z.object({
  result: z.enum(checkInResults),
  /** Short and unmistakable, in the caller's language: `Beléphet`, `Már felhasználva`, ... */
  message: z.string(),
  /** Null for `unknown`. */
  ticket: checkInTicket.nullable(),
  /** The ticket's admission: now for `admitted`, the earlier one for `already_used`. */
  checked_in_at: z.string().nullable(),
  checked_in_door: z.string().nullable(),
  /** The staff member's name. */
  checked_in_by: z.string().nullable(),
  /** `admitted` again for a scan sent again (same `scan_id`) that had admitted the ticket. */
  repeated: z.boolean(),
});
export type CheckInReply = z.infer<typeof checkInReply>;

/** GET /admin/check-in/:event_id: the door screen's header (cashier, admin). */
export const checkInSummaryParams = z.object({
  event_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const checkInSummary = z.object({
  event: z.object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    starts_at: z.string(),
    venue_name: z.string(),
    venue_name_en: z.string(),
  }),
  /** Tickets that admit: valid tickets of paid orders. */
  valid: z.number().int(),
  /** Of those, admitted so far. */
  admitted: z.number().int(),
  /** Admitted per door, the busiest first. */
  doors: z.array(
    z.object({
      door: z.string(),
      admitted: z.number().int(),
      last_checked_in_at: z.string(),
    }),
  ),
});
export type CheckInSummary = z.infer<typeof checkInSummary>;

/** POST /admin/check-in/undo: clears an admission made by mistake (administrators). */
export const checkInUndoBody = checkInBody.pick({ code: true, event_id: true });
export type CheckInUndoBody = z.infer<typeof checkInUndoBody>;

/** What was cleared. */
export const checkInUndoReply = z.object({
  message: z.string(),
  code: z.string(),
  checked_in_at: z.string(),
  checked_in_door: z.string().nullable(),
  checked_in_by: z.string().nullable(),
});
export type CheckInUndoReply = z.infer<typeof checkInUndoReply>;

/*
 * Orders (issue 7): staff find an order, see everything about it, download its documents and send
 * its confirmation e-mail again (cashier, admin), and cancel it with or without a refund
 * (administrators).
 */

export const refundStatuses = ['none', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const orderChannels = ['online', 'box_office'] as const;

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

/** The VAT summary of one rate: net (without VAT), VAT and gross forints. */
export const vatSummaryRow = z.object({
  /** 27 | 18 | 5 | 0 | TAM | AAM */
  vat_rate: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type VatSummaryRow = z.infer<typeof vatSummaryRow>;

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
      created_at: z.string(),
      issued_at: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    }),
  ),
  tickets: z.array(
    z.object({
      code: z.string(),
      type_name: z.string(),
      event_id: z.number().int().nullable(),
      event_name: z.string().nullable(),
      /** valid | cancelled */
      status: z.string(),
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
