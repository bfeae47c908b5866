import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { revokeSession } from './accounts.repository.js';
import { revokeStaffSessionsOf } from './second-factor.repository.js';

/** POST /logout: the bearer token, and the staff sessions started with it, stop working at once. */
export async function logoutUser(
  db: Db,
  clock: Clock,
  signedOut: { sessionId: number; userId: number; client?: SecurityClient },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSession(trx, signedOut.sessionId, clock.now());
    await revokeStaffSessionsOf(trx, signedOut.sessionId, clock.now());
    await recordSecurityEvent(trx, {
      type: 'signed_out',
      userId: signedOut.userId,
      ...(signedOut.client ? { client: signedOut.client } : {}),
    });
  });
}
