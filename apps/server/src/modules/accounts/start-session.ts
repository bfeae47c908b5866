import { isStaff, type SessionReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { insertSession, type UserRow } from './accounts.repository.js';
import { lifetimes } from './account-rules.js';
import { toUser } from './user-mapper.js';

/** Who started a session: shown in the user's list of their sessions (decision 0055). */
export interface SessionClient {
  userAgent?: string | undefined;
  /** As the proxy setting reads it (Fastify's request.ip). */
  ip?: string | undefined;
}

/** The user agent is stored as given, cut to a length no real browser needs. */
const userAgentMax = 512;

/**
 * Signs a user in: a new random bearer token, of which only the hash is stored, with the client's
 * user agent and address. A locked account gets no session (422 `account_locked`, on the e-mail
 * field): every way in (password, magic link, verification link) ends here, after the credential
 * was checked, so only who holds the password or the mailbox learns that the account is locked.
 * A staff session's stored end is 12 hours, a customer's 30 days (decision 0055).
 */
export async function startSession(
  db: Db,
  clock: Clock,
  user: UserRow,
  client: SessionClient = {},
): Promise<SessionReply> {
  if (user.locked_at !== null) {
    throw new AppError('account_locked', {}, { email: [{ key: 'errors.account_locked' }] });
  }
  const token = newSecureToken();
  const now = clock.now();
  const staff = isStaff(user);
  await insertSession(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    now,
    expires_at: new Date(now.getTime() + (staff ? lifetimes.staffSession : lifetimes.session)),
    user_agent: client.userAgent?.slice(0, userAgentMax) || null,
    ip_address: client.ip ?? null,
  });
  return { user: toUser(user), token };
}
