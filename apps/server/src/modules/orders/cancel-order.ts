import { PaymentMethod } from '@theatre/contracts';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { isAdministrator } from '../../access/staff-access.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { takeTill } from '../box-office/take-till.js';
import { releaseOrderHolds } from '../inventory/release-order-holds.js';
import { releaseTicketSales } from '../inventory/release-ticket-sales.js';
import type { OrderRefund } from '../checkout/refund-order.js';
import { cancelOrderDocuments } from '../documents/cancel-order-documents.js';
import { queueCancellationMail } from '../documents/queue-cancellation-mail.js';
import {
  checkRefundLimit,
  refundPowerOf,
  refundTillOf,
  tillError,
  type OrderActor,
} from './cancel-rules.js';
import { lockOrder, markOrderCancelled } from './orders.repository.js';
import { refundOrderTickets } from './refund-order-tickets.js';
import { listValidTicketIds, listValidTicketLines } from './ticket-refunds.repository.js';

export interface CancelledOrder {
  /** The order had been paid (its sales and documents were cancelled). */
  wasPaid: boolean;
  /** Tickets that went back to sale. */
  ticketsBack: number;
  /** The refund recorded now; null when none was asked for or nothing was paid. */
  refund: OrderRefund | null;
}

/**
 * POST /admin/orders/:id/cancel: cancels an order in one transaction that holds the order's row
 * lock, so of two cancels of one order exactly one succeeds and the other is 409
 * `order_already_cancelled`. An expired order has nothing left to cancel (409
 * `order_not_cancellable`). An administrator may cancel any order; a cashier a box-office sale of
 * their own open shift only (mayCancel; 403 `forbidden` otherwise, checked on the locked row).
 *
 * - Awaiting payment or a bank transfer (a group order, decision 0046): its holds go back at once. A payment already started is left to run out at
 *   the provider; if the buyer still completes it, applyPaymentResult refunds it (order_closed).
 * - Paid: its valid tickets go back to sale (`sold` decremented) and stop admitting, its valid
 *   receipt or invoice gets a cancellation (sztornó) issued by the documents job, and when
 *   `refund` is asked for, every valid ticket is refunded (refundOrderTickets, decision 0039: what
 *   is left after earlier refunds of some tickets goes back): through SimplePay by the
 *   `payment.refund` job, or, for a cash or box-office sale, paid out at the desk at once.
 * - A desk refund comes out of a till, and the till's day close counts it (decision 0017): a
 *   cashier's own (naming another is a 422 on `refund_till_id`); the one an administrator names
 *   in `refund_till_id` (a staff member's: 422 otherwise, and 422 when they name none). The till
 *   is taken first (takeTill: its day-close lock), then the order, as closeDay takes them.
 *
 * Audited as `order.cancelled` (and `order.refund_requested`, `payment.refunded` for the desk,
 * with the till) with the staff member. The buyer is e-mailed in the order's language, with the
 * cancellation document attached once it is issued.
 */
export async function cancelOrder(
  deps: { db: Db; config: Config; clock: Clock },
  input: {
    orderId: number;
    actor: OrderActor;
    reason: string;
    refund: boolean;
    /** The staff member whose till pays a desk refund out; a cashier's is their own. */
    refundTillId: number | null;
  },
): Promise<CancelledOrder> {
  const { actor } = input;
  const cashier = !isAdministrator(actor);
  const tillId = refundTillOf(actor, input.refundTillId);
  return deps.db.transaction().execute(async (trx) => {
    // A cashier's own till is taken whether or not they refund: their close then cannot count
    // the sale while they cancel it.
    if (tillId !== null && (cashier || input.refund)) {
      if (!(await takeTill(trx, tillId))) throw tillError('validation.refund_till_staff');
    }
    const order = await lockOrder(trx, input.orderId);
    if (!order) throw new AppError('order_not_found');
    if (order.status === 'cancelled') throw new AppError('order_already_cancelled');
    if (
      order.status !== 'paid' &&
      order.status !== 'awaiting_payment' &&
      order.status !== 'awaiting_transfer'
    ) {
      throw new AppError('order_not_cancellable');
    }
    const power = refundPowerOf(order, actor);
    if (power === false) throw new AppError('forbidden');
    // Customer service (decision 0057): an order whose total is above their refund limit goes to
    // an administrator.
    await checkRefundLimit(trx, power, order.total);
    // A bank transfer goes back through the bank (decision 0046), not the shop's refunds.
    if (
      order.status === 'paid' &&
      order.payment_method === PaymentMethod.Transfer &&
      input.refund
    ) {
      throw new AppError('transfer_refund_manual');
    }
    const now = deps.clock.now();
    const wasPaid = order.status === 'paid';

    let ticketsBack: number;
    let refund: OrderRefund | null = null;
    let documents: { ticketsCancelled: number; cancellationId: number | null } | null = null;
    if (wasPaid && input.refund) {
      // The refund of every valid ticket (decision 0039): what is left of the payment after
      // earlier refunds of some tickets goes back, the valid document gets its sztornó.
      const valid = await listValidTicketIds(trx, order.id);
      const refunded =
        valid.length === 0
          ? null
          : await refundOrderTickets(trx, {
              order,
              ticketIds: valid,
              // The cancel's own rules (mayCancel) decide who may; an admitted ticket goes too.
              actor: { id: actor.id, admin: true },
              reason: input.reason,
              tillStaffId: tillId,
            });
      refund = refunded?.refund ?? null;
      ticketsBack = refunded?.ticketsBack ?? 0;
      documents = {
        ticketsCancelled: refunded?.ticketIds.length ?? 0,
        // An invoice with modifying invoices is cancelled by one more (decision 0052).
        cancellationId: refunded?.cancellationId ?? refunded?.modificationId ?? null,
      };
    } else if (wasPaid) {
      // The documents first: their original may be locked a while by a documents job talking to
      // Számlázz.hu, and the ticket types' locks (which every cart add of them waits for) are
      // taken last, to be held only for the rest of this transaction.
      const valid = await listValidTicketLines(trx, order.id);
      documents = await cancelOrderDocuments(trx, order.id);
      ticketsBack = await releaseTicketSales(trx, {
        orderId: order.id,
        tickets: valid,
        lastOfOrder: true,
      });
    } else {
      ticketsBack = await releaseOrderHolds(trx, order.id);
    }
    await markOrderCancelled(trx, order.id, { by: actor.id, reason: input.reason, at: now });

    await recordAudit(trx, {
      action: 'order.cancelled',
      entity: 'order',
      entityId: order.id,
      actorId: actor.id,
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
        ...(refund.paidOutBy === null ? {} : { paid_out_by: refund.paidOutBy }),
      };
      await recordAudit(trx, {
        action: 'order.refund_requested',
        entity: 'order',
        entityId: order.id,
        actorId: actor.id,
        data: refundData,
      });
      if (refund.method === 'desk') {
        await recordAudit(trx, {
          action: 'payment.refunded',
          entity: 'order',
          entityId: order.id,
          actorId: actor.id,
          data: refundData,
        });
      }
    }
    // Sent now when there is no cancellation document to wait for; otherwise by the documents job.
    await queueCancellationMail(trx, { config: deps.config, now }, order.id);
    return { wasPaid, ticketsBack, refund };
  });
}
