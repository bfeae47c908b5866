import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { lockUser } from './accounts.repository.js';
import { revokeSessionsOf } from './sessions.repository.js';

/**
 * POST /admin/users/{id}/end-sessions (administrators, decision 0055): every session of the
 * account ends at once, the administrator's own too when it is their account. Audited as
 * `user.sessions_ended` with how many, even none (the administrator did act). Answers how many.
 */
export async function endUserSessions(
  db: Db,
  clock: Clock,
  input: { userId: number; actorId: number; client?: SecurityClient },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, { id: input.userId });
    if (!user) throw new AppError('user_not_found');
    const ended = await revokeSessionsOf(trx, { userId: user.id, now: clock.now() });
    await recordAudit(trx, {
      action: 'user.sessions_ended',
      entity: 'user',
      entityId: user.id,
      actorId: input.actorId,
      data: { ended },
    });
    await recordSecurityEvent(trx, {
      type: 'sessions_ended',
      userId: user.id,
      actorId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { scope: 'all_by_administrator', ended },
    });
    return ended;
  });
}
