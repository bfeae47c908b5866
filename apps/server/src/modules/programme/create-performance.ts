import type { PerformanceBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { seatPerformanceInHall } from '../seating/seat-performance-in-hall.js';
import { checkPerformance, performanceValues, slugConflict } from './performance-checks.js';
import { isUniqueViolation } from './programme-rules.js';
import { insertPerformance } from './programme.repository.js';

/**
 * POST /admin/performances: a new performance of a production in a hall (its venue follows; a
 * seated hall's map with it), unpublished (it is published once it has a ticket type). Audited as `performance.created` on the performance and on its
 * production.
 */
export async function createPerformance(
  deps: { db: Db },
  input: { body: PerformanceBody; actorId: number },
): Promise<number> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const hall = await checkPerformance(trx, input.body, null);
      const id = await insertPerformance(trx, performanceValues(input.body, hall));
      // A seated hall's performance takes its map (nothing was sold yet, so it always can).
      await seatPerformanceInHall(trx, id, hall.id);
      const changes = createdValues(
        input.body,
        [
          'production_id',
          'hall_id',
          'url',
          'starts_at',
          'sale_starts_at',
          'sale_ends_at',
          'vip_only',
          'tech_fee',
        ],
        { instants: ['starts_at', 'sale_starts_at', 'sale_ends_at'] },
      );
      const data = { url: input.body.url, starts_at: input.body.starts_at, event_id: id, changes };
      await recordAudit(trx, {
        action: 'performance.created',
        entity: 'performance',
        entityId: id,
        actorId: input.actorId,
        data,
      });
      await recordAudit(trx, {
        action: 'performance.created',
        entity: 'production',
        entityId: input.body.production_id,
        actorId: input.actorId,
        data,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'events_url_key')) throw AppError.validation(slugConflict);
    throw error;
  }
}
