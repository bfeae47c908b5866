import type { AdminVenue } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { listVenueRows } from './programme.repository.js';

/** GET /admin/venues: the venues a performance can be in (for pickers). */
export function listVenues(db: Db): Promise<AdminVenue[]> {
  return listVenueRows(db);
}
