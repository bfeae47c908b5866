import type { PerformanceCancellation } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  findCancellation,
  listCancellationOrders,
} from './performance-cancellations.repository.js';

const orderStatus = (status: string): 'waiting' | 'done' | 'failed' =>
  status === 'done' || status === 'failed' ? status : 'waiting';

/**
 * GET /admin/performances/:id/cancellation: how far the refunds of a cancelled performance got
 * (decision 0047): every order, waiting, done or refused, with the totals. 404
 * `performance_not_cancelled` for a performance that was not cancelled.
 */
export async function getPerformanceCancellation(
  db: Queryable,
  eventId: number,
): Promise<PerformanceCancellation> {
  const cancellation = await findCancellation(db, { eventId });
  if (!cancellation) throw new AppError('performance_not_cancelled');
  const rows = await listCancellationOrders(db, cancellation.id);
  const orders = rows.map((row) => {
    const status = orderStatus(row.status);
    return {
      order_id: row.order_id,
      buyer_name: row.buyer_name,
      status,
      tickets: row.tickets,
      amount: row.amount,
      refund:
        status !== 'done'
          ? null
          : row.refund_method === null
            ? ('none' as const)
            : row.refund_method === 'desk'
              ? ('desk' as const)
              : ('card' as const),
      error: row.error,
      attempts: row.attempts,
    };
  });
  const count = (status: 'waiting' | 'done' | 'failed') =>
    orders.filter((order) => order.status === status).length;
  const counts = { waiting: count('waiting'), done: count('done'), failed: count('failed') };
  const done = orders.filter((order) => order.status === 'done');
  return {
    performance_id: cancellation.event_id,
    reason: cancellation.reason,
    created_at: new Date(cancellation.created_at).toISOString(),
    requested_by: cancellation.requester,
    status:
      cancellation.finished_at === null
        ? 'running'
        : counts.failed > 0
          ? 'done_with_failures'
          : 'done',
    finished_at:
      cancellation.finished_at === null ? null : new Date(cancellation.finished_at).toISOString(),
    counts,
    tickets_refunded: done.reduce((sum, order) => sum + order.tickets, 0),
    amount_refunded: done.reduce((sum, order) => sum + order.amount, 0),
    orders,
  };
}
