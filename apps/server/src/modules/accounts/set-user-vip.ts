import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockUser, updateUserVip } from './accounts.repository.js';

/**
 * Makes an account VIP or takes it back (the back office), audited as `user.vip_set` with the
 * administrator. VIP is read with the session on every request, so the VIP performances and
 * ticket types show (or stop showing) on the user's next request. Answers whether it changed.
 */
export async function setUserVip(
  db: Db,
  input: { userId: number; vip: boolean; actorId: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, { id: input.userId });
    if (!user) throw new AppError('user_not_found');
    if (user.vip === input.vip) return false;
    await updateUserVip(trx, user.id, input.vip, new Date());
    await recordAudit(trx, {
      action: 'user.vip_set',
      entity: 'user',
      entityId: user.id,
      actorId: input.actorId,
      data: { vip: input.vip, changes: { vip: { from: user.vip, to: input.vip } } },
    });
    return true;
  });
}
