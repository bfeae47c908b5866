import type { MovedOrder } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secure-token.js';
import { recordAudit } from '../audit/record-audit.js';
import { queueCancellationMail } from '../documents/queue-cancellation-mail.js';
import { movedOrderView } from './moved-order.js';
import {
  listPerformanceTickets,
  lockMoveOrderByToken,
  markMoveOrderRefunded,
} from './moved-orders.repository.js';
import { lockOrder, markOrderCancelled } from './orders.repository.js';
import { queueTicketsRefundMail } from './queue-tickets-refund-mail.js';
import { refundOrderTickets } from './refund-order-tickets.js';

/**
 * POST /performance-moves/:token/refund (decision 0048): the buyer of a moved performance gives
 * back the order's valid tickets of it, until the move's refund deadline, in one transaction:
 * the link's row lock, then the order's; the tickets go through the one mechanism of decision
 * 0039 (refundOrderTickets: they stop admitting and go back on sale, the receipt or invoice is
 * corrected, a card payment is refunded partially through SimplePay, a cash or desk sale's refund
 * waits to be paid out at the desk); an order left with no valid ticket is cancelled; the buyer is
 * e-mailed; the row records the refund, so the link refunds once: 409
 * `performance_move_refunded` on a repeat, `performance_move_deadline_passed` after the deadline,
 * `performance_move_no_tickets` when no valid ticket of it is left (refunded or cancelled another
 * way). Audited as `order.move_refund_requested` (and `order.tickets_refunded`).
 */
export async function refundMovedOrder(
  deps: { db: Db; config: Config; clock: Clock },
  input: { token: string; locale: Locale },
): Promise<{ view: MovedOrder; refund: 'card' | 'desk' | null; amount: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockMoveOrderByToken(trx, hashToken(input.token));
    if (!row) throw new AppError('performance_move_not_found');
    if (row.refunded_at !== null) throw new AppError('performance_move_refunded');
    const now = deps.clock.now();
    if (now.getTime() >= new Date(row.refund_deadline).getTime()) {
      throw new AppError('performance_move_deadline_passed');
    }
    if (row.moved_by === null) throw new AppError('performance_move_not_found');
    const order = await lockOrder(trx, row.order_id);
    if (order?.status !== 'paid') throw new AppError('performance_move_no_tickets');
    const ticketIds = (await listPerformanceTickets(trx, order.id, row.event_id))
      .filter((ticket) => ticket.status === 'valid' && ticket.checked_in_at === null)
      .map((ticket) => ticket.id);
    if (ticketIds.length === 0) throw new AppError('performance_move_no_tickets');
    const reason =
      'Áthelyezett előadás: a vevő visszatérítést kért (performance moved: refund asked by the buyer)';
    const done = await refundOrderTickets(trx, {
      order,
      ticketIds,
      // The refund is the theatre's offer, made by whoever moved the performance.
      actor: { id: row.moved_by, admin: false },
      reason,
      tillStaffId: null,
      deskLater: true,
    });
    const refund = done.refund === null ? null : done.refund.method === 'desk' ? 'desk' : 'card';
    if (done.ticketsLeft > 0) {
      await queueTicketsRefundMail(trx, deps, {
        orderId: order.id,
        ticketIds: done.ticketIds,
        amount: done.amount,
        refund,
      });
    } else {
      await markOrderCancelled(trx, order.id, { by: row.moved_by, reason, at: now });
      await queueCancellationMail(trx, { config: deps.config, now }, order.id);
    }
    await markMoveOrderRefunded(
      trx,
      { moveId: row.move_id, orderId: order.id },
      {
        tickets: ticketIds.length,
        amount: done.amount,
        refundId: done.refund?.refundId ?? null,
        at: now,
      },
    );
    await recordAudit(trx, {
      action: 'order.move_refund_requested',
      entity: 'order',
      entityId: order.id,
      actorId: null,
      data: {
        move_id: row.move_id,
        event_id: row.event_id,
        tickets: ticketIds.length,
        amount: done.amount,
        refund_id: done.refund?.refundId ?? null,
        method: refund,
      },
    });
    const view = await movedOrderView(
      trx,
      {
        ...row,
        refunded_at: now,
        refund_amount: done.amount,
        refund_id: done.refund?.refundId ?? null,
        refund_tickets: ticketIds.length,
      },
      input.locale,
      now,
    );
    return { view, refund, amount: done.amount };
  });
}
