import type { Db } from '../../db/database.js';
import { deleteExpiredCarts } from './cart.repository.js';

/**
 * Housekeeping: removes carts (and their holds) an hour after they expired, and carts never used
 * for a day. Expired holds stopped counting against capacity the moment they expired; this only
 * keeps the tables small.
 */
export function pruneExpiredCarts(db: Db): Promise<number> {
  return deleteExpiredCarts(db);
}
