import type { VenueBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { createdValues } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { keyOf } from '../programme/programme-rules.js';
import { insertVenue } from './venues.repository.js';

/** POST /admin/venues: a new venue, without halls yet. Audited as `venue.created`. */
export async function createVenue(
  deps: { db: Db },
  input: { body: VenueBody; actorId: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertVenue(trx, keyOf(input.body.name), input.body);
    await recordAudit(trx, {
      action: 'venue.created',
      entity: 'venue',
      entityId: id,
      actorId: input.actorId,
      data: { ...input.body, changes: createdValues(input.body, ['name', 'name_en', 'address']) },
    });
    return id;
  });
}
