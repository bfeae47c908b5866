import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { deletedValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { dropHallSeatMaps } from '../seating/drop-hall-seat-maps.js';
import {
  deleteVenueRows,
  listHallRows,
  lockVenue,
  lockVenueHalls,
  venueHasPerformances,
} from './venues.repository.js';

/**
 * DELETE /admin/venues/:id: a venue none of whose halls ever had a performance (409
 * `venue_in_use` otherwise: old orders and tickets name it), with its halls. Locks the venue, then
 * its halls, so no performance is put in them meanwhile. Audited as `venue.deleted` with what it
 * was.
 */
export async function deleteVenue(
  deps: { db: Db },
  input: { venueId: number; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const venue = await lockVenue(trx, input.venueId);
    if (!venue) throw new AppError('venue_not_found');
    await lockVenueHalls(trx, input.venueId);
    if (await venueHasPerformances(trx, input.venueId)) throw new AppError('venue_in_use');
    const halls = await listHallRows(trx, input.venueId);
    await dropHallSeatMaps(
      trx,
      halls.map((hall) => hall.id),
    );
    await deleteVenueRows(trx, input.venueId);
    await recordAudit(trx, {
      action: 'venue.deleted',
      entity: 'venue',
      entityId: input.venueId,
      actorId: input.actorId,
      data: {
        name: venue.name,
        name_en: venue.name_en,
        address: venue.address,
        halls: halls.map((hall) => ({ id: hall.id, name: hall.name, capacity: hall.capacity })),
        changes: deletedValues(venue, ['name', 'name_en', 'address']),
      },
    });
  });
}
