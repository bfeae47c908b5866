import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secure-token.js';
import { revokeSession, touchSession, type UserRow } from './accounts.repository.js';
import { activityTouchInterval, sessionTouchInterval } from './account-rules.js';
import { isStaff } from '@theatre/contracts';
import { findStaffSession } from './second-factor.repository.js';
import { sessionLimitsOf, sessionStateOf, staffIdleMinutesOf } from './session-lifetime.js';

export interface StaffSignedIn {
  user: UserRow;
  /** The staff session. */
  sessionId: number;
  /** The bearer session it was started with. */
  parentId: number;
}

/**
 * The staff member behind a staff session's cookie token (decision 0056). Unknown, revoked, or
 * started with a bearer session that has ended (logged out, revoked, past its stored end), or of
 * a locked, erased or no longer staff account: 401. Past the staff lifetimes (idle as the setting
 * says, 12 hours in all): 419 `session_expired` with the reason, and it is revoked. Background
 * requests are not activity, as with the bearer session.
 */
export async function authenticateStaffSession(
  db: Db,
  clock: Clock,
  token: string,
  options: { background?: boolean } = {},
): Promise<StaffSignedIn> {
  const row = await findStaffSession(db, hashToken(token));
  const now = clock.now();
  if (
    !row ||
    row.parent_id === null ||
    row.revoked_at !== null ||
    row.parent_revoked_at !== null ||
    row.parent_expires_at.getTime() <= now.getTime() ||
    row.locked_at !== null ||
    row.erased_at !== null ||
    !isStaff(row)
  ) {
    throw new AppError('unauthenticated');
  }
  const limits = sessionLimitsOf(row, staffIdleMinutesOf(row.session_settings));
  const state = sessionStateOf(
    {
      created_at: row.session_created_at,
      expires_at: row.expires_at,
      last_active_at: row.last_active_at,
    },
    limits,
    now,
  );
  if (state !== 'live') {
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
  return { user, sessionId: row.session_id, parentId: row.parent_id };
}
