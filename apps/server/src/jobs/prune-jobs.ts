import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { deleteDoneJobsBefore, failExhaustedJobs } from './jobs.repository.js';

/** Finished jobs are kept a week for inspection; failed ones stay until someone looks at them. */
export const doneJobRetentionDays = 7;

export async function pruneJobs(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const failed = await failExhaustedJobs(db, now);
  const before = new Date(now.getTime() - doneJobRetentionDays * 86_400_000);
  return failed + (await deleteDoneJobsBefore(db, before));
}
