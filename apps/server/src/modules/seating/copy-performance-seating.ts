import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  copySeatZonesAndBlocks,
  readHallAndPerformanceMaps,
  syncZoneCapacities,
} from './seat-maps.repository.js';
import { seatPerformanceInHall } from './seat-performance-in-hall.js';

/**
 * A copy of a performance (programme/copy-performance.ts, in the caller's transaction, its ticket
 * types already made) sells as its hall does now: a seated hall's copy takes the hall's current
 * map, and where a seat of that map was in the original's too, the original's zone (as the copy's
 * corresponding ticket type) and block; its concessions keep their zones. Then the zones'
 * capacities follow the seats. A general-admission copy keeps the capacities it was given.
 * Answers whether the copy is seated.
 */
export async function copyPerformanceSeating(
  trx: Transaction<Database>,
  input: {
    originalId: number;
    copyId: number;
    hallId: number;
    /** The original's ticket type ids paired with the copy's. */
    types: readonly (readonly [number, number])[];
  },
): Promise<boolean> {
  // A new performance was never sold: it always takes the hall's seating.
  await seatPerformanceInHall(trx, input.copyId, input.hallId);
  const maps = await readHallAndPerformanceMaps(trx, input.copyId, input.hallId);
  if (maps.eventMapId === null) return false;
  await copySeatZonesAndBlocks(trx, input.originalId, input.copyId, input.types);
  await syncZoneCapacities(trx, input.copyId);
  return true;
}
