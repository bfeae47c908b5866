import type { Db } from '../../db/database.js';
import { reclaimAllExpiredHolds } from '../inventory/reclaim-all-expired-holds.js';
import { deleteExpiredCarts } from './cart.repository.js';

/**
 * Housekeeping: reclaims the expired holds of every ticket type (one transaction per type, so no
 * sale waits for more than one), then removes carts an hour after they expired, and carts never
 * used for a day. Availability never waited for this: an expired hold stopped counting when it
 * expired, and the next grant of its type reclaims it anyway.
 */
export async function pruneExpiredCarts(db: Db): Promise<number> {
  await reclaimAllExpiredHolds(db);
  return deleteExpiredCarts(db);
}
