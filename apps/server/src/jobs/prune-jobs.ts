import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { deleteDoneJobsBefore } from './jobs.repository.js';

/** Finished jobs are kept a week for inspection; failed ones stay until someone looks at them. */
export const doneJobRetentionDays = 7;

export function pruneJobs(db: Db, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - doneJobRetentionDays * 86_400_000);
  return deleteDoneJobsBefore(db, before);
}
