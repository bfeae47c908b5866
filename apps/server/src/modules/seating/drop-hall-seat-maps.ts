import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteHallSeatMaps } from './seat-maps.repository.js';

/**
 * Deleting halls (venues/delete-hall.ts, delete-venue.ts): their seat map versions go first, in
 * the caller's transaction, after it made sure no performance ever took place in them.
 */
export async function dropHallSeatMaps(
  trx: Transaction<Database>,
  hallIds: readonly number[],
): Promise<void> {
  await deleteHallSeatMaps(trx, hallIds);
}
