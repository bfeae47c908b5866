import type { Role } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { lockAdministrators, lockUser, updateUserRole } from './accounts.repository.js';

export interface RoleChange {
  id: number;
  role: Role;
  /** The role before; equal to `role` when nothing changed. */
  previous: Role;
}

/**
 * Gives an account (by e-mail address or id) a role: customer, cashier or administrator, with an
 * audit entry `user.role_set` (with `changes.role` before and after) naming who did it (null: the operator's command line). The role is
 * read with the session on every request, so it takes effect on the user's next request. Null
 * when there is no such account.
 *
 * The shop always keeps an administrator: the last one cannot be demoted (409 `last_admin`), and
 * an administrator acting in the back office cannot take their own administrator role (409
 * `role_own_admin`) and must still be one when the change is made (403). Every administrator's
 * row is locked first, so two administrators demoting each other at once cannot both succeed.
 */
export async function setUserRole(
  db: Db,
  who: string | { id: number },
  role: Role,
  actorId: number | null = null,
  client?: SecurityClient,
): Promise<RoleChange | null> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockAdministrators(trx);
    const user = await lockUser(trx, typeof who === 'string' ? { email: who } : who);
    if (!user) return null;
    if (actorId !== null) {
      if (!admins.includes(actorId)) throw new AppError('forbidden');
      if (actorId === user.id && role !== 'admin') throw new AppError('role_own_admin');
    }
    const previous = user.role as Role;
    if (previous === 'admin' && role !== 'admin' && admins.length <= 1) {
      throw new AppError('last_admin');
    }
    if (previous === role) return { id: user.id, role, previous };
    await updateUserRole(trx, user.id, role, new Date());
    await recordAudit(trx, {
      action: 'user.role_set',
      entity: 'user',
      entityId: user.id,
      actorId,
      data: { role, previous, changes: { role: { from: previous, to: role } } },
    });
    await recordSecurityEvent(trx, {
      type: 'role_changed',
      userId: user.id,
      actorId,
      ...(client ? { client } : {}),
      details: { from: previous, to: role, source: actorId === null ? 'command_line' : 'admin' },
    });
    return { id: user.id, role, previous };
  });
}
