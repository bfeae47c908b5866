import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  leaveSeatMap,
  moveToSeatMap,
  performanceEverSold,
  readHallAndPerformanceMaps,
} from './seat-maps.repository.js';

/**
 * A new performance, or one moved to another hall (programme/create-performance.ts,
 * update-performance.ts, in the caller's transaction, under its locks), sells as its hall does: a seated hall's performance
 * takes the hall's current map version (its seats, no zones painted yet), a general-admission
 * hall's performance has no seats. Changing between them, or between two halls' maps, is only
 * possible while no ticket of the performance was ever held or sold (a performance keeps the map
 * it went on sale with, decision 0036): answers false then, and changes nothing.
 */
export async function seatPerformanceInHall(
  trx: Transaction<Database>,
  eventId: number,
  hallId: number,
): Promise<boolean> {
  const maps = await readHallAndPerformanceMaps(trx, eventId, hallId);
  if (maps.hallMapId === maps.eventMapId) return true;
  if (await performanceEverSold(trx, eventId)) return false;
  if (maps.hallMapId === null) await leaveSeatMap(trx, eventId);
  else await moveToSeatMap(trx, eventId, maps.hallMapId);
  return true;
}
