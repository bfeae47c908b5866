import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { deletedValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { dropHallSeatMaps } from '../seating/drop-hall-seat-maps.js';
import { deleteHallRow, hallHasPerformances, lockHall } from './venues.repository.js';

/**
 * DELETE /admin/halls/:id: a hall that never had a performance (409 `hall_in_use` otherwise: old
 * orders and tickets name it). Its row lock makes a performance being put in it meanwhile wait,
 * then count. Its seat maps go with it. Audited as `hall.deleted` on its venue, with what it was.
 */
export async function deleteHall(
  deps: { db: Db },
  input: { hallId: number; actorId: number },
): Promise<{ venueId: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const hall = await lockHall(trx, input.hallId);
    if (!hall) throw new AppError('hall_not_found');
    if (await hallHasPerformances(trx, input.hallId)) throw new AppError('hall_in_use');
    await dropHallSeatMaps(trx, [input.hallId]);
    await deleteHallRow(trx, input.hallId);
    await recordAudit(trx, {
      action: 'hall.deleted',
      entity: 'venue',
      entityId: hall.venue_id,
      actorId: input.actorId,
      data: {
        hall_id: hall.id,
        name: hall.name,
        name_en: hall.name_en,
        capacity: hall.capacity,
        changes: deletedValues(hall, ['name', 'name_en', 'capacity']),
      },
    });
    return { venueId: hall.venue_id };
  });
}
