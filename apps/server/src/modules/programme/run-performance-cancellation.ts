import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import type { JobHandler } from '../../jobs/job-registry.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { cancelOrder } from '../orders/cancel-order.js';
import { refundPerformanceOrder } from '../orders/refund-performance-order.js';
import { cancelPerformanceJobKind } from './cancel-performance.js';
import {
  addPaidOrders,
  findCancellation,
  findLastLiveHold,
  finishCancellationOrder,
  listAwaitingOrders,
  listWaitingOrders,
  lockCancellationOrder,
  markCancellationFinished,
} from './performance-cancellations.repository.js';

const payload = z.object({ cancellation_id: z.number().int().positive() });

/** How long after the last hold made before the cancel runs out the job looks once more. */
const afterLastHoldMs = 5_000;

/**
 * The `performance.cancel` job (decision 0047): refunds a cancelled performance's tickets, every
 * step safe to run again after a crash at any point.
 * 1. Orders still awaiting payment with its tickets are cancelled (their holds go back; a payment
 *    the buyer completes anyway is refunded by the payment's own handling, as for any closed
 *    order).
 * 2. Every paid order with valid tickets of it joins the cancellation (once).
 * 3. Each waiting order, in a transaction of its own under the order's lock: its tickets of this
 *    performance are refunded and the buyer e-mailed (refundPerformanceOrder), and its row turns
 *    `done` in the same transaction: an order is refunded once, whatever dies when. A refusal
 *    (an AppError, e.g. nothing left of the payment to give back) marks the row `failed` for
 *    staff; anything else (the database gone) fails the job, which the worker retries.
 * 4. A cart or an order may still hold tickets taken before the sale ended, for minutes: while
 *    any hold of it is live the job runs again after the last one runs out, and only then is the
 *    cancellation finished.
 */
export function createPerformanceCancellationHandler(deps: {
  db: Db;
  config: Config;
  clock: Clock;
}): JobHandler {
  return async (raw, context) => {
    const { cancellation_id: cancellationId } = payload.parse(raw);
    const cancellation = await findCancellation(deps.db, { id: cancellationId });
    if (!cancellation) return;
    const actorId = cancellation.requested_by;
    const eventId = cancellation.event_id;
    if (actorId === null) throw new Error(`Cancellation ${cancellationId} names nobody`);

    for (const orderId of await listAwaitingOrders(deps.db, eventId)) {
      try {
        await cancelOrder(deps, {
          orderId,
          actor: { id: actorId, roles: ['administrator'] },
          reason: cancellation.reason,
          refund: false,
          refundTillId: null,
        });
      } catch (error) {
        // Paid, expired or cancelled meanwhile: step 2 takes a paid one.
        if (!(error instanceof AppError)) throw error;
      }
    }

    await addPaidOrders(deps.db, cancellationId, eventId);
    const performance = {
      id: eventId,
      name: cancellation.name,
      name_en: cancellation.name_en,
      starts_at: new Date(cancellation.starts_at),
    };
    for (const orderId of await listWaitingOrders(deps.db, cancellationId)) {
      const key = { cancellationId, orderId };
      try {
        await deps.db.transaction().execute(async (trx) => {
          // The row's lock first, then the order's (no other path takes both): of two runs of
          // the job, the second finds the row done and leaves the order alone.
          const row = await lockCancellationOrder(trx, cancellationId, orderId);
          if (row?.status !== 'waiting') return;
          const result = await refundPerformanceOrder(trx, deps, {
            orderId,
            performance,
            reason: cancellation.reason,
            actorId,
            now: deps.clock.now(),
          });
          await finishCancellationOrder(trx, key, { status: 'done', ...result });
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        context.log.warn(
          { cancellationId, orderId, code: error.code },
          'a cancelled performance: refund refused',
        );
        await finishCancellationOrder(deps.db, key, { status: 'failed', error: error.code });
      }
    }

    const lastHold = await findLastLiveHold(deps.db, eventId);
    if (lastHold !== null) {
      await enqueueJob(
        deps.db,
        cancelPerformanceJobKind,
        { cancellation_id: cancellationId },
        { runAt: new Date(lastHold.getTime() + afterLastHoldMs), maxAttempts: 50 },
      );
      return;
    }
    if ((await listWaitingOrders(deps.db, cancellationId)).length === 0) {
      await markCancellationFinished(deps.db, cancellationId);
    }
  };
}
