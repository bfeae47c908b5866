import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { lockUser } from './accounts.repository.js';
import { revokeSessionsOf, updateUserLock } from './sessions.repository.js';

/**
 * POST /admin/users/{id}/lock (administrators, decision 0055): locks an account, or unlocks it.
 * A locked account cannot sign in (password, magic link, verification link: 422 `account_locked`
 * once the credential is right) and its sessions end in the same transaction; a token still
 * presented is 401. An administrator cannot lock themselves (409 `lock_own_account`). Audited as
 * `user.locked` (with how many sessions ended) or `user.unlocked`; no change records nothing.
 * Answers whether it changed. The command line (`npm run staff -- <e-mail> unlock`) names the
 * account by its e-mail address and has no actor: the way back in when every administrator is
 * locked.
 */
export async function setUserLock(
  db: Db,
  clock: Clock,
  input: { userId: number; locked: boolean; actorId: number } | { email: string; locked: false },
  client?: SecurityClient,
): Promise<boolean> {
  const actorId = 'actorId' in input ? input.actorId : null;
  if (input.locked && 'userId' in input && input.userId === actorId) {
    throw new AppError('lock_own_account');
  }
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(
      trx,
      'email' in input ? { email: input.email } : { id: input.userId },
    );
    if (!user) throw new AppError('user_not_found');
    const now = clock.now();
    const changed = await updateUserLock(trx, { userId: user.id, locked: input.locked, now });
    if (!changed) return false;
    const ended = input.locked ? await revokeSessionsOf(trx, { userId: user.id, now }) : 0;
    await recordAudit(trx, {
      action: input.locked ? 'user.locked' : 'user.unlocked',
      entity: 'user',
      entityId: user.id,
      actorId,
      data: input.locked ? { sessions_ended: ended } : {},
    });
    await recordSecurityEvent(trx, {
      type: input.locked ? 'account_locked' : 'account_unlocked',
      userId: user.id,
      actorId,
      ...(client ? { client } : {}),
      details: input.locked ? { sessions_ended: ended } : {},
    });
    return true;
  });
}
