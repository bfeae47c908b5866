import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { revokeSession } from './accounts.repository.js';
import { revokeStaffSessionsOf } from './second-factor.repository.js';

/** POST /logout: the bearer token, and the staff sessions started with it, stop working at once. */
export async function logoutUser(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, clock.now());
  await revokeStaffSessionsOf(db, sessionId, clock.now());
}
