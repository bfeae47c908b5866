import type { Queryable } from '../../db/database.js';
import { csrfTokenOf } from '../../access/staff-cookie.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { lifetimes } from './account-rules.js';
import { insertStaffSession } from './second-factor.repository.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/** A started staff session: its token goes into the cookie only; the CSRF token to the app. */
export interface StartedStaffSession {
  token: string;
  csrfToken: string;
  maxAgeSeconds: number;
}

/**
 * Starts a staff session after the second factor was passed (decision 0056): a new random token
 * of which only the hash is stored, linked to the bearer session it was started with, 12 hours at
 * most, recorded in the security log. Called by the use cases that check a factor, never by a
 * route on its own.
 */
export async function startStaffSession(
  db: Queryable,
  input: { userId: number; parentId: number; now: Date; secondFactor: string },
): Promise<StartedStaffSession> {
  const token = newSecureToken();
  await insertStaffSession(db, {
    userId: input.userId,
    parentId: input.parentId,
    tokenHash: hashToken(token),
    now: input.now,
    expiresAt: new Date(input.now.getTime() + lifetimes.staffSession),
    secondFactor: input.secondFactor,
  });
  // Every way to the staff session passes here: the security log's one record of it.
  await recordSecurityEvent(db, {
    type: 'second_factor_passed',
    userId: input.userId,
    details: { method: input.secondFactor },
  });
  return {
    token,
    csrfToken: csrfTokenOf(token),
    maxAgeSeconds: Math.floor(lifetimes.staffSession / 1000),
  };
}
