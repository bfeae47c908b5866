import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { accountLinkJobKind, type AccountLinkPayload } from './account-link-job.js';

/**
 * Queues the e-mailing of a one-time link without looking at the address: the same work, and the
 * same answer, whether or not an account belongs to it.
 */
export async function requestAccountLink(
  db: Db,
  clock: Clock,
  payload: AccountLinkPayload,
): Promise<void> {
  // Due by the app's clock, the one the worker claims by.
  await enqueueJob(db, accountLinkJobKind, payload, { maxAttempts: 5, runAt: clock.now() });
}
