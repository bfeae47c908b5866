import type { PaymentState, PaymentStatusReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { latestPayment } from './payments.repository.js';
import { loadOwnOrder, type OrderViewer } from './order-access.js';

const ended: Record<string, PaymentState> = {
  notauthorized: 'failed',
  start_failed: 'failed',
  start_unknown: 'failed',
  cancelled: 'cancelled',
  timeout: 'timeout',
};

const fromBackEvent: Record<string, PaymentState> = {
  FAIL: 'failed',
  CANCEL: 'cancelled',
  TIMEOUT: 'timeout',
};

/**
 * GET /payment/status/{id}: where the order's payment stands, for the result screens. Only the
 * provider's word (IPN or query) makes it `paid`; the buyer's return with FAIL, CANCEL or TIMEOUT
 * shows at once, a SUCCESS return waits for the provider.
 */
export async function getPaymentStatus(
  deps: { db: Db },
  input: { orderId: number; viewer: OrderViewer },
): Promise<PaymentStatusReply> {
  const order = await loadOwnOrder(deps.db, input.orderId, input.viewer);
  const payment = await latestPayment(deps.db, order.id);
  let state: PaymentState;
  if (order.status === 'paid') state = 'paid';
  // Cancelled by the theatre (staff), refunded or not: not the shop's own expiry or refund.
  else if (order.status === 'cancelled' && order.cancelled_at !== null) state = 'withdrawn';
  else if (order.refund_status !== 'none') state = 'refunded';
  else if (order.status === 'expired' || order.status === 'cancelled') state = 'expired';
  else if (!payment) state = order.hold_over ? 'expired' : 'waiting';
  else {
    state =
      ended[payment.status] ??
      (payment.back_event === null ? undefined : fromBackEvent[payment.back_event]) ??
      (order.hold_over ? 'expired' : 'waiting');
  }
  const retryable = order.status === 'awaiting_payment' && !order.hold_over && state !== 'waiting';
  return {
    order_id: order.id,
    state,
    payment_status: order.payment_status,
    transaction_id: payment?.transaction_id == null ? null : String(payment.transaction_id),
    retryable: retryable || (state === 'waiting' && payment === undefined && !order.hold_over),
    brutto: order.total,
  };
}
