import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { sessionLimitsOf, sessionStateOf, staffIdleMinutesOf } from './session-lifetime.js';
import { findSessionSettings, listOpenSessions } from './sessions.repository.js';

/** How many sessions of the user are live now: not ended, not past their lifetime, not idle. */
export async function countLiveSessions(
  db: Db,
  clock: Clock,
  user: { id: number; roles: readonly string[] },
): Promise<number> {
  const now = clock.now();
  const [rows, settings] = await Promise.all([
    listOpenSessions(db, user.id, now),
    findSessionSettings(db),
  ]);
  const limits = sessionLimitsOf(user, staffIdleMinutesOf(settings));
  return rows.filter((row) => sessionStateOf(row, limits, now) === 'live').length;
}
