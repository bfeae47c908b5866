import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { lifetimes } from './account-rules.js';
import { deleteEndedSessionsAndTokens } from './accounts.repository.js';

/**
 * Housekeeping: sessions and e-mailed tokens a day after they expired, were revoked or used, and
 * sessions a day past the longest idle limit (a customer's week: decision 0055), with the device
 * and address they recorded.
 */
export function pruneSessions(db: Db, clock: Clock): Promise<number> {
  const dayAgo = clock.now().getTime() - 86_400_000;
  return deleteEndedSessionsAndTokens(
    db,
    new Date(dayAgo),
    new Date(dayAgo - lifetimes.sessionIdle),
  );
}
