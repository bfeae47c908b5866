import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secure-token.js';
import { findSession, findUserById, touchSession, type UserRow } from './accounts.repository.js';
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
  const session = await findSession(db, hashToken(token));
  if (!session || session.revoked_at !== null) throw new AppError('unauthenticated');
  const now = clock.now();
  if (session.expires_at.getTime() <= now.getTime()) throw new AppError('session_expired');
  const user = await findUserById(db, session.user_id);
  if (!user) throw new AppError('unauthenticated');
  if (now.getTime() - session.last_used_at.getTime() > sessionTouchInterval) {
    await touchSession(db, session.id, now);
  }
  return { user, sessionId: session.id };
}
