import type { Db } from '../../db/database.js';
import { reclaimAllExpiredHolds } from '../inventory/reclaim-all-expired-holds.js';
import { getRetentionSettings } from '../settings/get-retention-settings.js';
import { deleteExpiredCarts } from './cart.repository.js';

/**
 * Housekeeping: reclaims the expired holds of every ticket type (one transaction per type, so no
 * sale waits for more than one), then removes carts as many hours after they expired as the data
 * retention setting says (an hour unless changed; decision 0058), and carts never used for a day
 * (or that long, if longer). Availability never waited for this: an expired hold stopped counting
 * when it expired, and the next grant of its type reclaims it anyway.
 */
export async function pruneExpiredCarts(db: Db): Promise<number> {
  await reclaimAllExpiredHolds(db);
  const { expired_carts_hours } = await getRetentionSettings(db);
  return deleteExpiredCarts(db, { expiredHours: expired_carts_hours });
}
