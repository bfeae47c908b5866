import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteEndedWindows } from './rate-limits.repository.js';

/** Housekeeping: windows that ended more than a day ago. */
export function pruneRateLimits(db: Db, clock: Clock): Promise<number> {
  return deleteEndedWindows(db, new Date(clock.now().getTime() - 86_400_000));
}
