import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteExpiredPurchaseLinks } from './purchase-links.repository.js';

/** Housekeeping: purchase links that expired a day ago (their orders stay). */
export function prunePurchaseLinks(db: Db, clock: Clock): Promise<number> {
  return deleteExpiredPurchaseLinks(db, new Date(clock.now().getTime() - 86_400_000));
}
