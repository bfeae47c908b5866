import { z } from 'zod';
import { isoDay } from './admin.js';
import { checkOrderBilling, orderBillingFields } from './checkout.js';

/*
 * Group orders paid by bank transfer (decision 0046): staff take an order above the shop's
 * per-order limit for a school or a company, the buyer gets a pro-forma (díjbekérő) with the
 * theatre's bank account and a deadline, the tickets stay held until then, and staff mark the
 * order paid when the transfer arrives (the invoice and the tickets are issued then). Unpaid by
 * the deadline the reservation lapses. `/api/admin/transfer-orders...`: cashier and administrator.
 */

const id = z.coerce.number('validation.required').int().positive().max(2_147_483_647);

/** The most tickets of one group order (a hall's worth; a guard against a mistyped quantity). */
export const transferOrderMaxTickets = 1000;

/** One ticket type and how many of it. */
export const transferOrderLine = z.object({
  ticket_type_id: id,
  quantity: z
    .number('validation.required')
    .int('validation.invalid_value')
    .min(1, 'validation.invalid_value')
    .max(transferOrderMaxTickets, 'validation.invalid_value'),
});

/**
 * POST /admin/transfer-orders: the ticket types and quantities (a seated performance's price: the
 * shop places the group in the best seats of its zones, as few blocks as possible), the buyer's e-mail address (the pro-forma
 * goes there) and their invoice data (always an invoice: the shop's billing rules and the tax
 * number's check digit). `payment_days`: the deadline in days from today (the setting's default
 * when left out).
 */
export const transferOrderBody = z
  .object({
    lines: z
      .array(transferOrderLine, 'validation.required')
      .min(1, 'validation.transfer_lines_empty')
      .max(20, 'validation.invalid_value'),
    buyer_name: z.string().trim().max(255).optional(),
    buyer_email: z.string().trim().max(255).pipe(z.email('validation.email')),
    language: z.enum(['hu', 'en']).optional(),
    payment_days: z
      .number()
      .int('validation.invalid_value')
      .min(1, 'validation.invalid_value')
      .max(60, 'validation.invalid_value')
      .optional(),
    needs_invoice: z.literal(1, 'validation.invalid_value').default(1),
    comment: z.string().trim().max(255).nullable().optional(),
    ...orderBillingFields,
  })
  .superRefine(checkOrderBilling);
export type TransferOrderBody = z.input<typeof transferOrderBody>;

/** A group order awaiting its transfer, as the reply of its creation tells it. */
export const transferOrderReply = z.object({
  order_id: z.number().int(),
  status: z.enum(['awaiting_transfer', 'paid', 'cancelled', 'expired']),
  total: z.number().int(),
  tickets: z.number().int(),
  /** The payment deadline (ISO instant, the end of its day in Budapest). */
  payment_due_at: z.string(),
  /** What the buyer writes in the transfer's comment: the order number. */
  payment_reference: z.string(),
});
export type TransferOrderReply = z.infer<typeof transferOrderReply>;

/** POST /admin/transfer-orders/:id/mark-paid */
export const transferOrderParams = z.object({ id });

/** The transfer's value date (not in the future) and a note (the bank statement's line). */
export const markTransferPaidBody = z.object({
  paid_on: isoDay,
  note: z.string().trim().max(500).optional(),
});
export type MarkTransferPaidBody = z.infer<typeof markTransferPaidBody>;

/** The bank account a pro-forma names and the default payment term (the 'transfer' setting). */
export const transferSettings = z.object({
  bank_name: z.string(),
  bank_account: z.string(),
  payment_days: z.number().int(),
  reminder_days: z.number().int(),
});
export type TransferSettings = z.infer<typeof transferSettings>;

/** A Hungarian account number (2×8 or 3×8 digits) or an IBAN, as typed with spaces or hyphens. */
const bankAccount = z
  .string()
  .trim()
  .max(42)
  .refine(
    (value) =>
      /^\d{8}-\d{8}(-\d{8})?$/.test(value) ||
      /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,38}$/.test(value.toUpperCase()),
    'validation.bank_account',
  );

/** PUT /admin/settings/transfer (administrators). */
export const transferSettingsBody = z
  .object({
    bank_name: z.string().trim().min(1, 'validation.required').max(100),
    bank_account: bankAccount,
    payment_days: z
      .number('validation.required')
      .int('validation.invalid_value')
      .min(1, 'validation.invalid_value')
      .max(60, 'validation.invalid_value'),
    reminder_days: z
      .number('validation.required')
      .int('validation.invalid_value')
      .min(0, 'validation.invalid_value')
      .max(30, 'validation.invalid_value'),
  })
  .superRefine((value, context) => {
    if (value.reminder_days >= value.payment_days) {
      context.addIssue({
        code: 'custom',
        path: ['reminder_days'],
        message: 'validation.reminder_after_deadline',
      });
    }
  });
export type TransferSettingsBody = z.infer<typeof transferSettingsBody>;

/** A group order's state: awaiting its transfer, paid, lapsed (`expired`) or cancelled. */
export const transferOrderStatuses = ['awaiting_transfer', 'paid', 'expired', 'cancelled'] as const;
export type TransferOrderStatus = (typeof transferOrderStatuses)[number];

/** Group orders per page of GET /admin/transfer-orders. */
export const transferOrdersPerPage = 50;

/** GET /admin/transfer-orders: the group orders, newest first, optionally of one state. */
export const transferOrdersQuery = z.object({
  status: z.enum(transferOrderStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TransferOrdersQuery = z.input<typeof transferOrdersQuery>;

/** A group order in the list. */
export const transferOrderRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** `refunded` and the like once a paid order moved on; the four states otherwise. */
  status: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  total: z.number().int(),
  tickets: z.number().int(),
  /** The payment deadline (the end of its Budapest day). */
  payment_due_at: z.string().nullable(),
  /** When the reminder went (null: not yet). */
  reminded_at: z.string().nullable(),
  /** The transfer's value date (YYYY-MM-DD) once marked paid. */
  paid_on: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type TransferOrderRow = z.infer<typeof transferOrderRow>;

export const transferOrdersReply = z.object({
  data: z.array(transferOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TransferOrdersReply = z.infer<typeof transferOrdersReply>;

/** GET /admin/transfer-orders/:id: the group order with its lines and invoice data. */
export const transferOrderDetails = transferOrderRow.extend({
  language: z.enum(['hu', 'en']),
  /** The note given when it was marked paid (the bank statement's line). */
  paid_note: z.string().nullable(),
  /** What the buyer writes in the transfer's comment. */
  payment_reference: z.string(),
  /** The invoice data as given. */
  billing: z.record(z.string(), z.unknown()).nullable(),
  lines: z.array(
    z.object({
      /** ticket | fee */
      kind: z.string(),
      /** In the caller's language. */
      name: z.string(),
      event_name: z.string().nullable(),
      event_start: z.string().nullable(),
      /**
       * A seated performance's seats of the line, row by row in the caller's language
       * ("Földszint, 1. sor: 3., 4. szék"); null: none. A seat's lines of one price are one line.
       */
      seats: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type TransferOrderDetails = z.infer<typeof transferOrderDetails>;
