import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { reclaimExpiredHolds } from '../inventory/reclaim-expired-holds.js';
import {
  deleteUnusedPerformance,
  listTicketTypeIds,
  lockPerformance,
} from './programme.repository.js';

/**
 * DELETE /admin/performances/:id (decision 0034): only a performance nothing refers to: no ticket
 * sold, no order line (an order's record names its performance, a cancelled or expired one's
 * too), no ticket and no live hold (409 `performance_in_use`: unpublish it instead). Its ticket
 * types, its own information blocks and coupon targets go with it. Locks the performance, then
 * each ticket type (reclaiming its expired holds), the order every programme change keeps.
 * Audited as `performance.deleted` on the performance, with what it was.
 */
export async function deletePerformance(
  deps: { db: Db },
  input: { eventId: number; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const event = await lockPerformance(trx, input.eventId);
    if (!event) throw new AppError('performance_not_found');
    for (const ticketTypeId of await listTicketTypeIds(trx, event.id)) {
      await reclaimExpiredHolds(trx, ticketTypeId);
    }
    if (!(await deleteUnusedPerformance(trx, event.id))) {
      throw new AppError('performance_in_use');
    }
    await recordAudit(trx, {
      action: 'performance.deleted',
      entity: 'performance',
      entityId: event.id,
      actorId: input.actorId,
      data: {
        url: event.url,
        production_id: event.production_id,
        hall_id: event.hall_id,
        starts_at: new Date(event.starts_at).toISOString(),
        published: event.published,
      },
    });
  });
}
