import type { Queryable } from '../../db/database.js';
import { findCartHoldsExpiry } from './inventory.repository.js';

/** When the first of a cart's holds expires (the caller knows the cart holds something). */
export function findHoldsExpiry(db: Queryable, cartId: number): Promise<Date> {
  return findCartHoldsExpiry(db, cartId);
}
