import { PaymentMethod } from '@theatre/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findRefundablePayment, insertDeskRefund, setOrderState } from './checkout.repository.js';
import { queueRefund } from './queue-refund.js';

export interface OrderRefund {
  refundId: number;
  /** simplepay: the payment.refund job gives it back; desk: paid out at the box office, done. */
  method: 'simplepay' | 'desk';
  amount: number;
}

/**
 * Gives back what a paid order cost, in the caller's transaction, which holds the order's row lock
 * (the back office's cancel):
 * - paid through SimplePay: a refund of that payment, given back by the `payment.refund` job;
 *   the order's refund is pending until the provider confirms it;
 * - paid in cash, or at the box office without a SimplePay payment (a card terminal): paid out at
 *   the desk by the staff member, so it is recorded as done at once and the order is refunded.
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
    return { refundId, method: 'simplepay', amount: payment.total };
  }
  if (order.payment_method !== PaymentMethod.Cash && order.channel !== 'box_office') return null;
  if (order.total <= 0) return null;
  const refundId = await insertDeskRefund(trx, {
    order_id: order.id,
    amount: order.total,
    reason: order.reason,
    requested_by: order.requestedBy,
  });
  if (refundId === null) return null;
  await setOrderState(trx, order.id, { refund_status: 'refunded' });
  return { refundId, method: 'desk', amount: order.total };
}
