import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockPerformance, setPublished } from './programme.repository.js';

/**
 * POST /admin/performances/:id/publish and /unpublish. A performance is published only with at
 * least one ticket type (409 `performance_without_tickets`); deleting a published performance's
 * last ticket type is refused likewise, both under the performance's row lock. Publishing what is
 * published changes nothing and records nothing. Audited as `performance.published` /
 * `performance.unpublished`.
 *
 * The shop shows the change within a few seconds: each process keeps programs.json for at most 3 s.
 */
export async function setPerformancePublished(
  deps: { db: Db },
  input: { eventId: number; published: boolean; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const event = await lockPerformance(trx, input.eventId);
    if (!event) throw new AppError('performance_not_found');
    if (event.published === input.published) return;
    const changed = await setPublished(trx, input.eventId, input.published);
    if (!changed) throw new AppError('performance_without_tickets');
    await recordAudit(trx, {
      action: input.published ? 'performance.published' : 'performance.unpublished',
      entity: 'performance',
      entityId: input.eventId,
      actorId: input.actorId,
      data: {
        url: event.url,
        changes: { published: { from: !input.published, to: input.published } },
      },
    });
  });
}
