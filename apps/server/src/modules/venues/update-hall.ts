import type { HallUpdateBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { changesOf, hasChanges } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  findVenueRow,
  lockHall,
  lockHallPerformances,
  updateHallRow,
} from './venues.repository.js';

const fields = ['venue_id', 'name', 'name_en', 'capacity', 'sort_order'] as const;

/**
 * PUT /admin/halls/:id: a hall's names, capacity and order, and the venue it belongs to, under
 * its row lock (a ticket-type change checking the capacity share-locks it, so the two take turns).
 *
 * The capacity is what a performance's ticket types may add up to from now on: lowering it keeps
 * the performances whose tickets already exceed it as they are (they may lower them, not raise
 * them). Moving the hall to another venue moves its performances along (the foreign key
 * cascades); tickets already issued keep what was printed on them. Audited as `hall.updated` on
 * the venue it was in, with each changed field before and after, and `hall.moved` on the new one.
 * Answers the venue the hall is in now.
 */
export async function updateHall(
  deps: { db: Db },
  input: { hallId: number; body: HallUpdateBody; actorId: number },
): Promise<{ venueId: number }> {
  return deps.db.transaction().execute(async (trx) => {
    // A move rewrites the performances' venue: their locks first, as the programme takes them.
    if (input.body.venue_id !== undefined) await lockHallPerformances(trx, input.hallId);
    const before = await lockHall(trx, input.hallId);
    if (!before) throw new AppError('hall_not_found');
    const venueId = input.body.venue_id ?? before.venue_id;
    if (venueId !== before.venue_id && !(await findVenueRow(trx, venueId))) {
      throw AppError.validation({ venue_id: [{ key: 'validation.venue_unknown' }] });
    }
    const after = { ...input.body, venue_id: venueId };
    const changes = changesOf(before, after, fields);
    if (!hasChanges(changes)) return { venueId };
    await updateHallRow(trx, input.hallId, after);
    await recordAudit(trx, {
      action: 'hall.updated',
      entity: 'venue',
      entityId: before.venue_id,
      actorId: input.actorId,
      data: { hall_id: input.hallId, hall: before.name, changes },
    });
    if (venueId !== before.venue_id) {
      await recordAudit(trx, {
        action: 'hall.moved',
        entity: 'venue',
        entityId: venueId,
        actorId: input.actorId,
        data: {
          hall_id: input.hallId,
          hall: before.name,
          changes: { venue_id: changes['venue_id'] },
        },
      });
    }
    return { venueId };
  });
}
