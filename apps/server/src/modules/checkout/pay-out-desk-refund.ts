import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { takeTill } from '../box-office/take-till.js';
import { lockOrder, setOrderState } from './checkout.repository.js';
import {
  countOpenRefunds,
  findWaitingDeskRefund,
  markDeskRefundPaidOut,
} from './refunds.repository.js';

/**
 * A desk refund that waited for the buyer (the tickets of a cancelled performance bought in cash
 * or at the desk: decision 0047) paid out at the box office, out of a till: a cashier's own, or
 * the one an administrator names (`tillStaffId`). One transaction: the till first (its day-close
 * lock, so the close counts the payout exactly once), then the order; a second payout of the
 * same refund is 409 `refund_not_waiting`. The order's refund state follows: refunded for a
 * cancelled order, partial for one that keeps tickets, once no other refund of it is open.
 * Audited as `payment.refunded` with the till.
 */
export async function payOutDeskRefund(
  deps: { db: Db },
  input: { orderId: number; refundId: number; tillStaffId: number; actorId: number },
): Promise<{ amount: number; paidOutBy: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const till = await takeTill(trx, input.tillStaffId);
    if (!till) {
      throw new AppError(
        'validation_failed',
        {},
        { refund_till_id: [{ key: 'validation.refund_till_staff' }] },
      );
    }
    const order = await lockOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    const refund = await findWaitingDeskRefund(trx, order.id, input.refundId);
    if (!refund) throw new AppError('refund_not_found');
    if (refund.method !== 'desk' || refund.status !== 'pending') {
      throw new AppError('refund_not_waiting');
    }
    await markDeskRefundPaidOut(trx, refund.id, till.id);
    if ((await countOpenRefunds(trx, order.id)) === 0) {
      await setOrderState(trx, order.id, {
        refund_status: order.status === 'paid' ? 'partial' : 'refunded',
      });
    }
    await recordAudit(trx, {
      action: 'payment.refunded',
      entity: 'order',
      entityId: order.id,
      actorId: input.actorId,
      data: { refund_id: refund.id, amount: refund.amount, method: 'desk', paid_out_by: till.id },
    });
    return { amount: refund.amount, paidOutBy: till.id };
  });
}
