import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteEndedSessionsAndTokens } from './accounts.repository.js';

/** Housekeeping: sessions and e-mailed tokens a day after they expired, were revoked or used. */
export function pruneSessions(db: Db, clock: Clock): Promise<number> {
  return deleteEndedSessionsAndTokens(db, new Date(clock.now().getTime() - 86_400_000));
}
