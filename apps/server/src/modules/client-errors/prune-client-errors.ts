import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { retentionCutoff } from '../settings/get-retention-settings.js';
import { deleteClientErrorsBefore } from './client-errors.repository.js';

/**
 * Browser error reports are kept as long as the data retention setting says (30 days unless
 * changed; decision 0058): long enough to investigate, not a growing pile.
 */
export async function pruneClientErrors(db: Db, clock: Clock): Promise<number> {
  return deleteClientErrorsBefore(db, await retentionCutoff(db, 'client_errors_days', clock.now()));
}
