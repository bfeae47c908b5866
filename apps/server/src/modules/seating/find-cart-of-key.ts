import type { Queryable } from '../../db/database.js';
import { findCartId } from './seating.repository.js';

/** The cart of a key hash, to mark its seats on the map; null when it has none yet. */
export function findCartOfKey(db: Queryable, keyHash: string): Promise<number | null> {
  return findCartId(db, keyHash);
}
