import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import type { SignedIn } from './authenticate-session.js';
import { revokeSessionOf, revokeSessionsOf } from './sessions.repository.js';

/**
 * POST /profile/sessions/{id}/end (decision 0055): ends one of the user's own sessions at once (its
 * device is sent to sign in on its next request). Someone else's session, or one already ended,
 * is 404 `session_not_found`: the answer says nothing about other users' sessions.
 */
export async function endOwnSession(
  db: Db,
  clock: Clock,
  input: { signedIn: SignedIn; sessionId: number; client?: SecurityClient },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await revokeSessionOf(trx, {
      userId: input.signedIn.user.id,
      sessionId: input.sessionId,
      now: clock.now(),
    });
    if (!ended) throw new AppError('session_not_found');
    await recordSecurityEvent(trx, {
      type: 'sessions_ended',
      userId: input.signedIn.user.id,
      ...(input.client ? { client: input.client } : {}),
      details: { scope: 'own', session_id: input.sessionId },
    });
  });
}

/** POST /profile/sessions/end-others: ends every session of the user but this one; how many. */
export function endOtherSessions(
  db: Db,
  clock: Clock,
  signedIn: SignedIn,
  client?: SecurityClient,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await revokeSessionsOf(trx, {
      userId: signedIn.user.id,
      now: clock.now(),
      exceptSessionId: signedIn.sessionId,
    });
    await recordSecurityEvent(trx, {
      type: 'sessions_ended',
      userId: signedIn.user.id,
      ...(client ? { client } : {}),
      details: { scope: 'all_others', ended },
    });
    return ended;
  });
}
