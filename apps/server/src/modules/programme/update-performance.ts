import type { PerformanceBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { seatPerformanceInHall } from '../seating/seat-performance-in-hall.js';
import { checkPerformance, performanceValues, slugConflict } from './performance-checks.js';
import { isUniqueViolation } from './programme-rules.js';
import {
  findPerformanceRow,
  lockPerformance,
  updatePerformanceRow,
} from './programme.repository.js';
import { sumSoldTickets } from './ticket-types.repository.js';

const fields = [
  'production_id',
  'hall_id',
  'url',
  'starts_at',
  'sale_starts_at',
  'sale_ends_at',
  'vip_only',
  'tech_fee',
] as const;

const instants = ['starts_at', 'sale_starts_at', 'sale_ends_at'];

/**
 * PUT /admin/performances/:id: date, hall (its venue follows; the tickets must fit in it), address,
 * sale window, VIP and technical fee, under the performance's row lock. Tickets already sold keep what was printed on them;
 * the start of a performance with tickets sold is refused (422 `starts_at`): it is moved instead (decision 0048). Audited as
 * `performance.updated` with each changed field's value before and after (`changes`).
 */
export async function updatePerformance(
  deps: { db: Db },
  input: { eventId: number; body: PerformanceBody; actorId: number },
): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const locked = await lockPerformance(trx, input.eventId);
      if (!locked) throw new AppError('performance_not_found');
      const before = await findPerformanceRow(trx, input.eventId);
      if (!before) throw new AppError('performance_not_found');
      const hall = await checkPerformance(trx, input.body, locked);
      const values = performanceValues(input.body, hall);
      const changes = changesOf(before, values, fields, { instants });
      if (!hasChanges(changes)) return;
      // Sold tickets name the start: it changes by a move, which tells their buyers and lets them
      // ask for a refund (decision 0048), not by an edit nobody hears of.
      if (changes['starts_at'] && (await sumSoldTickets(trx, input.eventId)) > 0) {
        throw AppError.validation({ starts_at: [{ key: 'validation.start_sold' }] });
      }
      await updatePerformanceRow(trx, input.eventId, values);
      if (before.hall_id !== values.hall_id) {
        // Into another hall: its seating (a map, or none) comes along while nothing was sold.
        const placed = await seatPerformanceInHall(trx, input.eventId, values.hall_id);
        if (!placed) {
          throw AppError.validation({ hall_id: [{ key: 'validation.hall_seating_sold' }] });
        }
      }
      await recordAudit(trx, {
        action: 'performance.updated',
        entity: 'performance',
        entityId: input.eventId,
        actorId: input.actorId,
        data: { changes },
      });
      if (before.production_id !== values.production_id) {
        for (const productionId of [before.production_id, values.production_id]) {
          await recordAudit(trx, {
            action: 'performance.moved',
            entity: 'production',
            entityId: productionId,
            actorId: input.actorId,
            data: { event_id: input.eventId, changes: { production_id: changes['production_id'] } },
          });
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'events_url_key')) throw AppError.validation(slugConflict);
    throw error;
  }
}
