import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  findCancellation,
  insertCancellation,
  lockPerformanceToCancel,
  markPerformanceCancelled,
  reopenCancellation,
} from './performance-cancellations.repository.js';

export const cancelPerformanceJobKind = 'performance.cancel';

/**
 * POST /admin/performances/:id/cancel (administrators; decision 0047). In one transaction, under
 * the performance's row lock: the performance is marked cancelled and its sale ends now (the
 * shop, the desk and the cart's hold function all read the sale window), the cancellation is
 * recorded and audited, and the `performance.cancel` job is queued, which refunds every paid
 * ticket of it order by order (runPerformanceCancellation). Safe to repeat: the same call on a
 * cancelled performance changes nothing of it, tries the refused orders again and queues the job
 * once more (it refunds nobody twice). Answers whether it was cancelled now.
 */
export async function cancelPerformance(
  deps: { db: Db; config: Config; clock: Clock },
  input: { eventId: number; reason: string; actorId: number },
): Promise<{ cancelledNow: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const performance = await lockPerformanceToCancel(trx, input.eventId);
    if (!performance) throw new AppError('performance_not_found');
    let cancellationId: number;
    const cancelledNow = performance.cancelled_at === null;
    if (cancelledNow) {
      await markPerformanceCancelled(trx, performance.id, {
        reason: input.reason,
        at: deps.clock.now(),
      });
      cancellationId = await insertCancellation(trx, {
        event_id: performance.id,
        reason: input.reason,
        requested_by: input.actorId,
      });
    } else {
      const existing = await findCancellation(trx, { eventId: performance.id });
      if (!existing) throw new AppError('performance_not_found');
      cancellationId = existing.id;
      await reopenCancellation(trx, cancellationId);
    }
    await recordAudit(trx, {
      action: cancelledNow ? 'performance.cancelled' : 'performance.cancellation_resumed',
      entity: 'performance',
      entityId: performance.id,
      actorId: input.actorId,
      data: cancelledNow ? { reason: input.reason } : {},
    });
    await enqueueJob(
      trx,
      cancelPerformanceJobKind,
      { cancellation_id: cancellationId },
      { maxAttempts: 50 },
    );
    return { cancelledNow };
  });
}
