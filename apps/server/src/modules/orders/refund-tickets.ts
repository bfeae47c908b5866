import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { queueCancellationMail } from '../documents/queue-cancellation-mail.js';
import { isAdministrator } from '../../access/staff-access.js';
import { AppError } from '../../lib/app-error.js';
import { takeTill } from '../box-office/take-till.js';
import {
  checkRefundLimit,
  refundPowerOf,
  refundTillOf,
  tillError,
  type OrderActor,
} from './cancel-rules.js';
import { queueTicketsRefundMail } from './queue-tickets-refund-mail.js';
import { lockOrder, markOrderCancelled } from './orders.repository.js';
import { refundOrderTickets, type TicketsRefund } from './refund-order-tickets.js';

/**
 * POST /admin/orders/:id/refund-tickets: some tickets of a paid order given back (decision 0039)
 * in one transaction: the till first (its day-close lock, as cancelOrder and closeDay take it),
 * then the order's row lock, then refundOrderTickets. Who may: as for a cancel (mayCancel) — an
 * administrator any paid order, a cashier a box-office sale of their own open shift (403
 * otherwise); a desk refund comes out of the cashier's own till or the one an administrator names.
 * The buyer is e-mailed which tickets went back; when no valid ticket is left, the order is
 * cancelled instead (and its buyer told, as by a cancel).
 */
export async function refundTickets(
  deps: { db: Db; config: Config; clock: Clock },
  input: {
    orderId: number;
    ticketIds: readonly number[];
    actor: OrderActor;
    reason: string;
    refundTillId: number | null;
  },
): Promise<TicketsRefund> {
  const { actor } = input;
  const cashier = !isAdministrator(actor);
  const tillId = refundTillOf(actor, input.refundTillId);
  return deps.db.transaction().execute(async (trx) => {
    if (tillId !== null && !(await takeTill(trx, tillId))) {
      throw tillError('validation.refund_till_staff');
    }
    const order = await lockOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    if (order.status === 'cancelled') throw new AppError('order_already_cancelled');
    const power = refundPowerOf(order, actor);
    if (power === false) throw new AppError('forbidden');
    const done = await refundOrderTickets(trx, {
      order,
      ticketIds: input.ticketIds,
      actor: { id: actor.id, admin: !cashier },
      reason: input.reason,
      tillStaffId: tillId,
    });
    // Customer service (decision 0057): above their limit, everything above is rolled back.
    await checkRefundLimit(trx, power, done.amount);
    if (done.refund?.method === 'desk') {
      await recordAudit(trx, {
        action: 'payment.refunded',
        entity: 'order',
        entityId: order.id,
        actorId: actor.id,
        data: {
          refund_id: done.refund.refundId,
          amount: done.refund.amount,
          method: 'desk',
          paid_out_by: done.refund.paidOutBy,
        },
      });
    }
    if (done.ticketsLeft > 0) {
      await queueTicketsRefundMail(trx, deps, {
        orderId: order.id,
        ticketIds: done.ticketIds,
        amount: done.amount,
        refund: done.refund === null ? null : done.refund.method === 'desk' ? 'desk' : 'card',
      });
    } else {
      // The last ticket went back: the order is cancelled, as a cancel would have left it.
      const now = deps.clock.now();
      await markOrderCancelled(trx, order.id, { by: actor.id, reason: input.reason, at: now });
      await queueCancellationMail(trx, { config: deps.config, now }, order.id);
    }
    return done;
  });
}
