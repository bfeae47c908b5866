import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteClientErrorsBefore } from './client-errors.repository.js';

/** Browser error reports are kept for 30 days: long enough to investigate, not a growing pile. */
export const clientErrorRetentionDays = 30;

export function pruneClientErrors(db: Db, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - clientErrorRetentionDays * 86_400_000);
  return deleteClientErrorsBefore(db, before);
}
