import { PaymentMethod } from '@theatre/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { AppError } from '../../lib/app-error.js';
import { setOrderState } from './checkout.repository.js';
import { refundJobKind } from './queue-refund.js';
import { insertTicketsRefund, lockPaymentsWithRoom } from './refunds.repository.js';
import type { OrderRefund } from './refund-order.js';
import { recordRefundEvent } from './record-refund-event.js';

/**
 * Gives back what some tickets of a paid order cost (decision 0039), in the caller's transaction,
 * which holds the order's row lock:
 * - paid through SimplePay: a partial refund of the payment that still has that much to give back
 *   (a `refunds` row of kind `tickets`), given back by the `payment.refund` job; the order's
 *   refund is pending until the provider confirms it;
 * - paid in cash, or at the box office's card terminal: paid out at the desk out of the till of
 *   `tillStaffId` (its day close counts it: decision 0017), done at once; without a till it is a
 *   422 on `refund_till_id`, unless it may wait for the buyer at the desk (`deskLater`).
 * Nothing to give back (0 Ft): null, no refund.
 */
export async function refundTicketsPayment(
  trx: Transaction<Database>,
  input: {
    order: { id: number; payment_method: number; channel: string };
    amount: number;
    reason: string;
    requestedBy: number | null;
    tillStaffId: number | null;
    /** The order keeps valid tickets after this refund. */
    partial: boolean;
    /**
     * Without a till, a desk refund waits, pending, for the buyer to come to the desk, where a
     * cashier pays it out of their till (payOutDeskRefund; a cancelled performance: decision 0047).
     */
    deskLater?: boolean;
  },
): Promise<OrderRefund | null> {
  const { order, amount } = input;
  const logged = (refundId: number, method: 'simplepay' | 'desk') =>
    recordRefundEvent(trx, {
      refundId,
      orderId: order.id,
      amount,
      method,
      kind: 'tickets',
      requestedBy: input.requestedBy,
      reason: input.reason,
    });
  if (amount <= 0) return null;
  const payments = await lockPaymentsWithRoom(trx, order.id);
  if (payments.length > 0) {
    const payment = payments.find((item) => item.room >= amount);
    if (!payment) throw new AppError('refund_exceeds_payment');
    const refundId = await insertTicketsRefund(trx, {
      order_id: order.id,
      payment_id: payment.id,
      amount,
      reason: input.reason,
      requested_by: input.requestedBy,
    });
    await enqueueJob(trx, refundJobKind, { refund_id: refundId }, { maxAttempts: 20 });
    await setOrderState(trx, order.id, { refund_status: 'pending' });
    await logged(refundId, 'simplepay');
    return { refundId, method: 'simplepay', amount, paidOutBy: null };
  }
  if (order.payment_method !== PaymentMethod.Cash && order.channel !== 'box_office') {
    throw new AppError('refund_exceeds_payment');
  }
  if (input.tillStaffId === null && input.deskLater === true) {
    const refundId = await insertTicketsRefund(trx, {
      order_id: order.id,
      payment_id: null,
      amount,
      reason: input.reason,
      requested_by: input.requestedBy,
    });
    await setOrderState(trx, order.id, { refund_status: 'pending' });
    await logged(refundId, 'desk');
    return { refundId, method: 'desk', amount, paidOutBy: null };
  }
  if (input.tillStaffId === null) {
    throw new AppError(
      'validation_failed',
      {},
      { refund_till_id: [{ key: 'validation.refund_till_required' }] },
    );
  }
  const refundId = await insertTicketsRefund(trx, {
    order_id: order.id,
    payment_id: null,
    amount,
    reason: input.reason,
    requested_by: input.requestedBy,
    paid_out_by: input.tillStaffId,
  });
  await setOrderState(trx, order.id, { refund_status: input.partial ? 'partial' : 'refunded' });
  await logged(refundId, 'desk');
  return { refundId, method: 'desk', amount, paidOutBy: input.tillStaffId };
}
