import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secure-token.js';
import {
  findSessionWithUser,
  revokeSession,
  touchSession,
  type UserRow,
} from './accounts.repository.js';
import { activityTouchInterval, sessionTouchInterval } from './account-rules.js';
import { sessionLimitsOf, sessionStateOf, staffIdleMinutesOf } from './session-lifetime.js';

export interface SignedIn {
  user: UserRow;
  sessionId: number;
}

/**
 * The user behind a bearer token. An unknown or revoked token, or one of a locked or erased
 * account, is 401; one past its lifetime or idle too long 419 `session_expired` (spec: the client
 * treats both alike and sends the visitor to /login), with `reason` `lifetime` or `idle` (decision
 * 0055), and it is revoked then.
 * A background request (the web app's polls) keeps the session in use but is not the user's
 * activity: it does not move `last_active_at`, so the idle limit goes on counting.
 */
export async function authenticateSession(
  db: Db,
  clock: Clock,
  token: string,
  options: { background?: boolean } = {},
): Promise<SignedIn> {
  if (token.length < 20 || token.length > 200) throw new AppError('unauthenticated');
  const row = await findSessionWithUser(db, hashToken(token));
  if (!row || row.revoked_at !== null || row.locked_at !== null || row.erased_at !== null) {
    throw new AppError('unauthenticated');
  }
  const now = clock.now();
  const limits = sessionLimitsOf(row, staffIdleMinutesOf(row.session_settings));
  const times = {
    created_at: row.session_created_at,
    expires_at: row.expires_at,
    last_active_at: row.last_active_at,
  };
  const state = sessionStateOf(times, limits, now);
  if (state !== 'live') {
    // Ended for good: a later change of the idle setting or of the role does not bring it back,
    // and the next request is 401 like any ended session's.
    await revokeSession(db, row.session_id, now);
    throw new AppError('session_expired', {}, undefined, { reason: state });
  }
  const active =
    options.background !== true &&
    now.getTime() - row.last_active_at.getTime() >= activityTouchInterval;
  if (active || now.getTime() - row.last_used_at.getTime() > sessionTouchInterval) {
    await touchSession(db, row.session_id, now, active);
  }
  const user: UserRow = {
    id: row.id,
    name: row.name,
    email: row.email,
    password_hash: row.password_hash,
    roles: row.roles,
    vip: row.vip,
    newsletter: row.newsletter,
    relevant_infos: row.relevant_infos,
    locale: row.locale,
    email_verified_at: row.email_verified_at,
    locked_at: row.locked_at,
  };
  return { user, sessionId: row.session_id };
}
