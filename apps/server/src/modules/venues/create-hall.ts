import type { HallBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { insertHall, lockVenue } from './venues.repository.js';

/**
 * POST /admin/venues/:id/halls: a new hall of a venue, under the venue's row lock (a delete of
 * the venue waits). Audited as `hall.created` on the venue.
 */
export async function createHall(
  deps: { db: Db },
  input: { venueId: number; body: HallBody; actorId: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockVenue(trx, input.venueId))) throw new AppError('venue_not_found');
    const id = await insertHall(trx, input.venueId, input.body);
    await recordAudit(trx, {
      action: 'hall.created',
      entity: 'venue',
      entityId: input.venueId,
      actorId: input.actorId,
      data: {
        hall_id: id,
        name: input.body.name,
        name_en: input.body.name_en,
        capacity: input.body.capacity,
        changes: createdValues(input.body, ['name', 'name_en', 'capacity']),
      },
    });
    return id;
  });
}
