import { z } from 'zod';

/*
 * Cancelling a whole performance (decision 0047): its sale stops at once, then a job refunds
 * every paid ticket of it, order by order (only this performance's tickets of an order that has
 * others), corrects the documents and e-mails each buyer in their language. Staff follow the job.
 */

/** POST /admin/performances/:id/cancel. */
export const cancelPerformanceBody = z.object({
  /** Why: told to the buyers in their e-mail and kept for the record. */
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(500),
});
export type CancelPerformanceBody = z.input<typeof cancelPerformanceBody>;

/** One order of the cancelled performance and how far its refund got. */
export const performanceCancellationOrder = z.object({
  order_id: z.number().int(),
  buyer_name: z.string(),
  /** waiting: not refunded yet; done: refunded and told; failed: refused (see `error`). */
  status: z.enum(['waiting', 'done', 'failed']),
  /** Tickets of the performance refunded (0 when none was left valid). */
  tickets: z.number().int(),
  /** What they cost, in forints. */
  amount: z.number().int(),
  /** How the money goes back: the card (SimplePay), the desk (waits for the buyer), none. */
  refund: z.enum(['card', 'desk', 'none']).nullable(),
  /** The refusal's error code (e.g. `refund_exceeds_payment`) when failed. */
  error: z.string().nullable(),
  /** Tries so far that ended in a refusal. */
  attempts: z.number().int(),
});

/** GET /admin/performances/:id/cancellation, and the answer of the cancel call. */
export const performanceCancellation = z.object({
  performance_id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  requested_by: z.string().nullable(),
  /** running: the job has work left (or waits for holds made before the cancel to run out). */
  status: z.enum(['running', 'done', 'done_with_failures']),
  finished_at: z.string().nullable(),
  counts: z.object({
    waiting: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
  tickets_refunded: z.number().int(),
  amount_refunded: z.number().int(),
  orders: z.array(performanceCancellationOrder),
});
export type PerformanceCancellation = z.infer<typeof performanceCancellation>;

export const cancelPerformanceReply = z.object({
  /** What happened, in the caller's language. */
  message: z.string(),
  cancellation: performanceCancellation,
});
export type CancelPerformanceReply = z.infer<typeof cancelPerformanceReply>;

/** POST /admin/orders/:id/refunds/:refund_id/pay-out: a desk refund that waited, paid out. */
export const payOutRefundBody = z.object({
  /** The staff member whose till pays it (a cashier's is their own; an administrator names one). */
  refund_till_id: z.number('validation.required').int().positive().max(2_147_483_647).optional(),
});
export type PayOutRefundBody = z.input<typeof payOutRefundBody>;
