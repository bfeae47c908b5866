import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { releaseOrderHolds } from '../cart/release-order-holds.js';
import { releaseOrderSales } from '../cart/release-order-sales.js';
import { refundOrder, type OrderRefund } from '../checkout/refund-order.js';
import { cancelOrderDocuments } from '../documents/cancel-order-documents.js';
import { queueCancellationMail } from '../documents/queue-cancellation-mail.js';
import { listOrderTicketQuantities, lockOrder, markOrderCancelled } from './orders.repository.js';

export interface CancelledOrder {
  /** The order had been paid (its sales and documents were cancelled). */
  wasPaid: boolean;
  /** Tickets that went back to sale. */
  ticketsBack: number;
  /** The refund recorded now; null when none was asked for or nothing was paid. */
  refund: OrderRefund | null;
}

/**
 * POST /admin/orders/:id/cancel (administrators): cancels an order in one transaction that holds
 * the order's row lock, so of two cancels of one order exactly one succeeds and the other is 409
 * `order_already_cancelled`. An expired order has nothing left to cancel (409
 * `order_not_cancellable`).
 *
 * - Awaiting payment: its holds go back at once. A payment already started is left to run out at
 *   the provider; if the buyer still completes it, applyPaymentResult refunds it (order_closed).
 * - Paid: its tickets go back to sale (`sold` decremented) and stop admitting, its receipt or
 *   invoice gets a cancellation (sztornó) issued by the documents job, and when `refund` is asked
 *   for the amount paid is given back: through SimplePay by the `payment.refund` job, or, for a
 *   cash or box-office sale, paid out at the desk and recorded as refunded at once.
 *
 * Audited as `order.cancelled` (and `order.refund_requested`, `payment.refunded` for the desk)
 * with the staff member. The buyer is e-mailed in the order's language, with the cancellation
 * document attached once it is issued.
 */
export async function cancelOrder(
  deps: { db: Db; config: Config; clock: Clock },
  input: { orderId: number; actorId: number; reason: string; refund: boolean },
): Promise<CancelledOrder> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    if (order.status === 'cancelled') throw new AppError('order_already_cancelled');
    if (order.status !== 'paid' && order.status !== 'awaiting_payment') {
      throw new AppError('order_not_cancellable');
    }
    const now = deps.clock.now();
    const wasPaid = order.status === 'paid';
    await markOrderCancelled(trx, order.id, { by: input.actorId, reason: input.reason, at: now });

    let ticketsBack: number;
    let refund: OrderRefund | null = null;
    let documents: Awaited<ReturnType<typeof cancelOrderDocuments>> | null = null;
    if (wasPaid) {
      // The documents first: their original may be locked a while by a documents job talking to
      // Számlázz.hu, and the ticket types' locks (which every cart add of them waits for) are
      // taken last, to be held only for the rest of this transaction.
      documents = await cancelOrderDocuments(trx, order.id);
      const sold = await listOrderTicketQuantities(trx, order.id);
      ticketsBack = await releaseOrderSales(
        trx,
        order.id,
        sold.flatMap((line) =>
          line.ticket_type_id === null
            ? []
            : [{ ticketTypeId: line.ticket_type_id, quantity: line.quantity }],
        ),
      );
      if (input.refund) {
        refund = await refundOrder(trx, {
          id: order.id,
          total: order.total,
          payment_method: order.payment_method,
          channel: order.channel,
          reason: input.reason,
          requestedBy: input.actorId,
        });
      }
    } else {
      ticketsBack = await releaseOrderHolds(trx, order.id);
    }

    await recordAudit(trx, {
      action: 'order.cancelled',
      entity: 'order',
      entityId: order.id,
      actorId: input.actorId,
      data: {
        reason: input.reason,
        previous_status: order.status,
        refund_asked: input.refund,
        tickets_back: ticketsBack,
        tickets_cancelled: documents?.ticketsCancelled ?? 0,
        cancellation_document_id: documents?.cancellationId ?? null,
      },
    });
    if (refund) {
      const refundData = {
        refund_id: refund.refundId,
        amount: refund.amount,
        method: refund.method,
      };
      await recordAudit(trx, {
        action: 'order.refund_requested',
        entity: 'order',
        entityId: order.id,
        actorId: input.actorId,
        data: refundData,
      });
      if (refund.method === 'desk') {
        await recordAudit(trx, {
          action: 'payment.refunded',
          entity: 'order',
          entityId: order.id,
          actorId: input.actorId,
          data: refundData,
        });
      }
    }
    // Sent now when there is no cancellation document to wait for; otherwise by the documents job.
    await queueCancellationMail(trx, { config: deps.config, now }, order.id);
    return { wasPaid, ticketsBack, refund };
  });
}
