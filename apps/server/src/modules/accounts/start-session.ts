import type { SessionReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { insertSession, type UserRow } from './accounts.repository.js';
import { lifetimes } from './account-rules.js';
import { toUser } from './user-mapper.js';

/** Signs a user in: a new random bearer token, of which only the hash is stored. */
export async function startSession(db: Db, clock: Clock, user: UserRow): Promise<SessionReply> {
  const token = newSecureToken();
  const now = clock.now();
  await insertSession(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    now,
    expires_at: new Date(now.getTime() + lifetimes.session),
  });
  return { user: toUser(user), token };
}
