import type { Queryable } from '../../db/database.js';
import { findPriceZones } from './seating.repository.js';

/** The performance of a price and the zones it sells (a zone itself; a concession its zones). */
export function priceZonesOf(db: Queryable, ticketTypeId: number) {
  return findPriceZones(db, ticketTypeId);
}
