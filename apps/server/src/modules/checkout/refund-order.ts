import { PaymentMethod } from '@theatre/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { setOrderState } from './checkout.repository.js';
import { findRefundablePayment, insertDeskRefund } from './refunds.repository.js';
import { queueRefund } from './queue-refund.js';
import { recordRefundEvent } from './record-refund-event.js';

export interface OrderRefund {
  refundId: number;
  /** simplepay: the payment.refund job gives it back; desk: paid out at the box office, done. */
  method: 'simplepay' | 'desk';
  amount: number;
  /** A desk refund: the staff member whose till paid it out; null through SimplePay. */
  paidOutBy: number | null;
}

/**
 * Gives back what a paid order cost, in the caller's transaction, which holds the order's row lock
 * (the back office's cancel):
 * - paid through SimplePay: a refund of that payment, given back by the `payment.refund` job;
 *   the order's refund is pending until the provider confirms it;
 * - paid in cash, or at the box office without a SimplePay payment (a card terminal): paid out at
 *   the desk, out of the till of `tillStaffId` (whose day close counts it: decision 0017), so it
 *   is recorded as done at once and the order is refunded. Without a till it is a 422 on
 *   `refund_till_id`: the caller has to say which till pays.
 * Answers null when there is nothing to give back (the payment was given back already).
 */
export async function refundOrder(
  trx: Transaction<Database>,
  order: {
    id: number;
    total: number;
    payment_method: number;
    channel: string;
    reason: string;
    requestedBy: number | null;
    /** The staff member whose till pays a desk refund out (their open shift). */
    tillStaffId: number | null;
  },
): Promise<OrderRefund | null> {
  const payment = await findRefundablePayment(trx, order.id);
  if (payment) {
    const refundId = await queueRefund(trx, {
      orderId: order.id,
      paymentId: payment.id,
      amount: payment.total,
      reason: order.reason,
      requestedBy: order.requestedBy,
    });
    if (refundId === null) return null;
    await setOrderState(trx, order.id, { refund_status: 'pending' });
    return { refundId, method: 'simplepay', amount: payment.total, paidOutBy: null };
  }
  if (order.payment_method !== PaymentMethod.Cash && order.channel !== 'box_office') return null;
  if (order.total <= 0) return null;
  if (order.tillStaffId === null) {
    throw new AppError(
      'validation_failed',
      {},
      { refund_till_id: [{ key: 'validation.refund_till_required' }] },
    );
  }
  const refundId = await insertDeskRefund(trx, {
    order_id: order.id,
    amount: order.total,
    reason: order.reason,
    requested_by: order.requestedBy,
    paid_out_by: order.tillStaffId,
  });
  if (refundId === null) return null;
  await recordRefundEvent(trx, {
    refundId,
    orderId: order.id,
    amount: order.total,
    method: 'desk',
    kind: 'payment',
    requestedBy: order.requestedBy,
    reason: order.reason,
  });
  await setOrderState(trx, order.id, { refund_status: 'refunded' });
  return { refundId, method: 'desk', amount: order.total, paidOutBy: order.tillStaffId };
}
