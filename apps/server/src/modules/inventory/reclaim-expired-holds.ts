import type { Queryable } from '../../db/database.js';
import { reclaimHolds } from './inventory.repository.js';

/**
 * Takes the ticket type's row lock (the lock every grant of it takes) and reclaims its expired
 * holds under it, so `held` counts live holds only: before a capacity change, a deletion, or a
 * sale from free capacity. Answers how many tickets came back.
 */
export function reclaimExpiredHolds(db: Queryable, ticketTypeId: number): Promise<number> {
  return reclaimHolds(db, ticketTypeId);
}
