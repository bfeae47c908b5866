import type { ProfileSession } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SignedIn } from './authenticate-session.js';
import { describeUserAgent } from './describe-user-agent.js';
import {
  sessionEndsAt,
  sessionLimitsOf,
  sessionStateOf,
  staffIdleMinutesOf,
} from './session-lifetime.js';
import { findSessionSettings, listOpenSessions } from './sessions.repository.js';

/**
 * GET /profile/sessions (decision 0055): the user's live sessions (not ended, not past their
 * lifetime, not idle too long), this one first, then the last active first, each with the browser,
 * system and device read from its user agent, its address, when it signed in and was last active.
 */
export async function listOwnSessions(
  db: Db,
  clock: Clock,
  signedIn: SignedIn,
): Promise<ProfileSession[]> {
  const now = clock.now();
  const [rows, settings] = await Promise.all([
    listOpenSessions(db, signedIn.user.id, now),
    findSessionSettings(db),
  ]);
  const limits = sessionLimitsOf(signedIn.user, staffIdleMinutesOf(settings));
  return rows
    .filter((row) => row.id === signedIn.sessionId || sessionStateOf(row, limits, now) === 'live')
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.user_agent),
      ip_address: row.ip_address,
      created_at: row.created_at.toISOString(),
      last_active_at: row.last_active_at.toISOString(),
      expires_at: sessionEndsAt(row, limits).toISOString(),
      current: row.id === signedIn.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
