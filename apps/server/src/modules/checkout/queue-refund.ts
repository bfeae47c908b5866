import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { recordRefundEvent } from './record-refund-event.js';
import { insertRefund } from './refunds.repository.js';

export const refundJobKind = 'payment.refund';

/**
 * Gives a SimplePay payment back, in the caller's transaction: a `refunds` row (one per payment:
 * null when the payment already has one) and the `payment.refund` job that calls the provider
 * (createRefundHandler). The caller sets the order's refund state and audits.
 */
export async function queueRefund(
  trx: Transaction<Database>,
  refund: {
    orderId: number;
    paymentId: number;
    amount: number;
    /** A code for the shop's own refunds (tickets_gone, ...), the staff member's words otherwise. */
    reason: string;
    /** The staff member who asked for it; null when the shop refunds by itself. */
    requestedBy?: number | null;
  },
): Promise<number | null> {
  const refundId = await insertRefund(trx, {
    order_id: refund.orderId,
    payment_id: refund.paymentId,
    amount: refund.amount,
    reason: refund.reason,
    requested_by: refund.requestedBy ?? null,
  });
  if (refundId === null) return null;
  await recordRefundEvent(trx, {
    refundId,
    orderId: refund.orderId,
    amount: refund.amount,
    method: 'simplepay',
    kind: 'payment',
    requestedBy: refund.requestedBy ?? null,
    reason: refund.reason,
  });
  await enqueueJob(trx, refundJobKind, { refund_id: refundId }, { maxAttempts: 20 });
  return refundId;
}
