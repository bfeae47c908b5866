import type { Queryable } from '../../db/database.js';
import { findSeatedEvent, listPerformanceSeats } from './seating.repository.js';

/** A seated performance's seats. */
export type PerformanceSeatRows = Awaited<ReturnType<typeof listPerformanceSeats>>;

/**
 * A seated performance (its stage) and all its seats with their state now, read through the
 * caller's connection or transaction (a group order places its seats from this read under the
 * zones' locks); null for a general-admission or unknown performance.
 */
export async function readPerformanceSeats(db: Queryable, eventId: number) {
  const event = await findSeatedEvent(db, String(eventId));
  if (!event || event.seat_map_id === null) return null;
  return { event, seats: await listPerformanceSeats(db, eventId, null) };
}
