import type { Db } from '../../db/database.js';
import { listTypesWithExpiredHolds, reclaimHolds } from './inventory.repository.js';

/**
 * Housekeeping: reclaims the expired holds of every ticket type, one transaction per type, so no
 * sale waits for more than one. Availability never waited for this: an expired hold stopped
 * counting when it expired, and the next grant of its type reclaims it anyway.
 */
export async function reclaimAllExpiredHolds(db: Db): Promise<void> {
  for (const ticketTypeId of await listTypesWithExpiredHolds(db)) {
    await reclaimHolds(db, ticketTypeId);
  }
}
