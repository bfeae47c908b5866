import { z } from 'zod';

/*
 * Alerts in the back office: what needs a person's attention, such as a payment notification
 * that disagrees with its order. Listed for cashiers and administrators until an administrator
 * settles one with a note (decision 0022).
 */

const maxInt = 2_147_483_647;

export const alertKinds = ['payment_mismatch'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** What a payment notification may disagree with its order on. */
export const alertMismatchFields = [
  'total',
  'currency',
  'merchant',
  'order_ref',
  'transaction_id',
] as const;
export type AlertMismatchField = (typeof alertMismatchFields)[number];

export const staffAlert = z.object({
  id: z.number().int(),
  kind: z.enum(alertKinds),
  order_id: z.number().int().nullable(),
  /** The order's buyer and total, for the list (null without an order). */
  buyer_name: z.string().nullable(),
  order_total: z.number().int().nullable(),
  /** SimplePay's transaction and the shop's reference the message named. */
  transaction_id: z.number().int().nullable(),
  order_ref: z.string().nullable(),
  /** What SimplePay reported (FINISHED, CANCELLED, …). */
  status: z.string(),
  /** ipn | query | cancel */
  source: z.string(),
  /** What disagreed: the order's (or the payment's) value, and the message's. */
  mismatches: z.array(
    z.object({
      field: z.enum(alertMismatchFields),
      expected: z.string(),
      received: z.string(),
    }),
  ),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  settled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type StaffAlert = z.infer<typeof staffAlert>;

/** GET /admin/alerts: the open alerts, newest first; one order's with `order_id`. */
export const staffAlertsQuery = z.object({
  order_id: z.coerce.number('validation.required').int().positive().max(maxInt).optional(),
});
export type StaffAlertsQuery = z.infer<typeof staffAlertsQuery>;
export const staffAlertsReply = z.array(staffAlert);
export type StaffAlertsReply = z.infer<typeof staffAlertsReply>;

export const alertIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** POST /admin/alerts/:id/settle (administrators): how it was settled, for the record. */
export const settleAlertBody = z.object({
  note: z.string('validation.required').trim().min(1, 'validation.required').max(500),
});
export type SettleAlertBody = z.input<typeof settleAlertBody>;

export const settleAlertReply = z.object({ message: z.string(), alert: staffAlert });
export type SettleAlertReply = z.infer<typeof settleAlertReply>;
