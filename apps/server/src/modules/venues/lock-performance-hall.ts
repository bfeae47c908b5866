import type { Queryable } from '../../db/database.js';
import { shareLockHall } from './venues.repository.js';

/**
 * The hall a performance is put in, or whose capacity its ticket types are checked against
 * (the programme's use cases call this inside their transaction): its venue and capacity,
 * share-locked so the hall is neither changed nor deleted before the caller commits. Undefined
 * when there is no such hall.
 */
export function lockPerformanceHall(
  db: Queryable,
  hallId: number,
): Promise<{ id: number; venue_id: number; capacity: number } | undefined> {
  return shareLockHall(db, hallId);
}
