import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { retentionCutoff } from '../settings/get-retention-settings.js';
import { deleteExpiredPurchaseLinks } from './purchase-links.repository.js';

/**
 * Housekeeping: purchase links that expired longer ago than the data retention setting says (a
 * day unless changed; decision 0058). Their orders stay.
 */
export async function prunePurchaseLinks(db: Db, clock: Clock): Promise<number> {
  return deleteExpiredPurchaseLinks(
    db,
    await retentionCutoff(db, 'purchase_links_days', clock.now()),
  );
}
