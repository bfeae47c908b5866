import type { MovePerformanceBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { discardTicketFiles } from '../documents/render-order-tickets.js';
import { throwIfAny } from './programme-rules.js';
import {
  addMoveOrders,
  insertMove,
  lockPerformanceToMove,
  movePerformanceStart,
} from './performance-moves.repository.js';

export const movePerformanceJobKind = 'performance.move';

/**
 * POST /admin/performances/:id/move (administrators; decision 0048). In one transaction, under the
 * performance's row lock: checks (422 per field: the new start in the future and not the current
 * one, nor before the sale opens; the refund deadline in the future and before the new start;
 * 409 `performance_cancelled` or `performance_past`), then the performance starts at the new time
 * (a sale end not yet passed moves with it; the ticket lines say the new start), the move is
 * recorded with every paid order holding valid tickets of it, those orders' stored tickets PDFs
 * are dropped (made again by the job), audited as `performance.rescheduled`, and the
 * `performance.move` job is queued, which e-mails each buyer once. Answers the move's id.
 */
export async function movePerformance(
  deps: { db: Db; clock: Clock },
  input: { eventId: number; body: MovePerformanceBody; actorId: number },
): Promise<number> {
  const startsAt = new Date(input.body.starts_at);
  const deadline = new Date(input.body.refund_deadline);
  const note = (input.body.note ?? '').trim();
  return deps.db.transaction().execute(async (trx) => {
    const performance = await lockPerformanceToMove(trx, input.eventId);
    if (!performance) throw new AppError('performance_not_found');
    if (performance.cancelled_at !== null) throw new AppError('performance_cancelled');
    const now = deps.clock.now();
    const from = new Date(performance.starts_at);
    if (from.getTime() <= now.getTime()) throw new AppError('performance_past');
    const errors: FieldErrors = {};
    if (startsAt.getTime() <= now.getTime()) {
      errors['starts_at'] = [{ key: 'validation.move_start_past' }];
    } else if (startsAt.getTime() === from.getTime()) {
      errors['starts_at'] = [{ key: 'validation.move_start_same' }];
    } else if (
      performance.sale_starts_at !== null &&
      new Date(performance.sale_starts_at).getTime() >= startsAt.getTime()
    ) {
      errors['starts_at'] = [{ key: 'validation.move_start_before_sale' }];
    }
    if (deadline.getTime() <= now.getTime()) {
      errors['refund_deadline'] = [{ key: 'validation.move_deadline_past' }];
    } else if (deadline.getTime() >= startsAt.getTime()) {
      errors['refund_deadline'] = [{ key: 'validation.move_deadline_after_start' }];
    }
    throwIfAny(errors);

    await movePerformanceStart(trx, performance.id, { from, to: startsAt, now });
    const moveId = await insertMove(trx, {
      event_id: performance.id,
      old_starts_at: from,
      new_starts_at: startsAt,
      refund_deadline: deadline,
      note,
      moved_by: input.actorId,
    });
    const orderIds = await addMoveOrders(trx, moveId, performance.id);
    await discardTicketFiles(trx, orderIds);
    await recordAudit(trx, {
      action: 'performance.rescheduled',
      entity: 'performance',
      entityId: performance.id,
      actorId: input.actorId,
      data: {
        move_id: moveId,
        changes: { starts_at: { from: from.toISOString(), to: startsAt.toISOString() } },
        refund_deadline: deadline.toISOString(),
        note,
        orders: orderIds.length,
      },
    });
    await enqueueJob(trx, movePerformanceJobKind, { move_id: moveId }, { maxAttempts: 50 });
    return moveId;
  });
}
