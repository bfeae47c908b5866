import type { VenueBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockVenue, updateVenueRow } from './venues.repository.js';

const fields = ['name', 'name_en', 'address'] as const;

/**
 * PUT /admin/venues/:id: a venue's names and address, under its row lock. The shop shows them
 * within a few seconds; tickets already issued keep what was printed on them. Audited as
 * `venue.updated` with each changed field before and after.
 */
export async function updateVenue(
  deps: { db: Db },
  input: { venueId: number; body: VenueBody; actorId: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockVenue(trx, input.venueId);
    if (!before) throw new AppError('venue_not_found');
    const changes = changesOf(before, input.body, fields);
    if (!hasChanges(changes)) return;
    await updateVenueRow(trx, input.venueId, input.body);
    await recordAudit(trx, {
      action: 'venue.updated',
      entity: 'venue',
      entityId: input.venueId,
      actorId: input.actorId,
      data: { changes },
    });
  });
}
