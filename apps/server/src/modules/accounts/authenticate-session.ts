import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secure-token.js';
import { findSessionWithUser, touchSession, type UserRow } from './accounts.repository.js';
import { sessionTouchInterval } from './account-rules.js';

export interface SignedIn {
  user: UserRow;
  sessionId: number;
}

/**
 * The user behind a bearer token. An unknown or revoked token is 401, an expired one 419 (spec:
 * the client treats both alike and sends the visitor to /login).
 */
export async function authenticateSession(db: Db, clock: Clock, token: string): Promise<SignedIn> {
  if (token.length < 20 || token.length > 200) throw new AppError('unauthenticated');
  const row = await findSessionWithUser(db, hashToken(token));
  if (!row || row.revoked_at !== null) throw new AppError('unauthenticated');
  const now = clock.now();
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError('session_expired');
  if (now.getTime() - row.last_used_at.getTime() > sessionTouchInterval) {
    await touchSession(db, row.session_id, now);
  }
  const user: UserRow = {
    id: row.id,
    name: row.name,
    email: row.email,
    password_hash: row.password_hash,
    role: row.role,
    vip: row.vip,
    newsletter: row.newsletter,
    relevant_infos: row.relevant_infos,
    locale: row.locale,
    email_verified_at: row.email_verified_at,
  };
  return { user, sessionId: row.session_id };
}
