import { staffRolesOf, type StaffRole } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { lockAdministrators, lockUser, updateUserRoles } from './accounts.repository.js';

export interface RolesChange {
  id: number;
  roles: StaffRole[];
  /** The roles before; equal to `roles` when nothing changed. */
  previous: StaffRole[];
}

/**
 * Gives an account (by e-mail address or id) its staff roles, all of them at once (decision 0057;
 * none: a customer), with an audit entry `user.role_set` (`changes.roles` before and after, and
 * `added`/`removed`) naming who did it (null: the operator's command line). The roles are read
 * with the session on every request, so they take effect on the user's next request. Null when
 * there is no such account.
 *
 * The shop always keeps an administrator: the last one cannot lose the role (409 `last_admin`),
 * and an administrator acting in the back office cannot take their own administrator role (409
 * `role_own_admin`) and must still be one when the change is made (403). Every administrator's
 * row is locked first, so two administrators demoting each other at once cannot both succeed.
 */
export async function setUserRoles(
  db: Db,
  who: string | { id: number },
  wanted: readonly StaffRole[],
  actorId: number | null = null,
  client?: SecurityClient,
): Promise<RolesChange | null> {
  const roles = staffRolesOf({ roles: wanted });
  const admin = roles.includes('administrator');
  return db.transaction().execute(async (trx) => {
    const admins = await lockAdministrators(trx);
    const user = await lockUser(trx, typeof who === 'string' ? { email: who } : who);
    if (!user) return null;
    if (actorId !== null) {
      if (!admins.includes(actorId)) throw new AppError('forbidden');
      if (actorId === user.id && !admin) throw new AppError('role_own_admin');
    }
    const previous = staffRolesOf(user);
    if (previous.includes('administrator') && !admin && admins.length <= 1) {
      throw new AppError('last_admin');
    }
    if (previous.join(',') === roles.join(',')) return { id: user.id, roles, previous };
    await updateUserRoles(trx, user.id, roles, new Date());
    await recordAudit(trx, {
      action: 'user.role_set',
      entity: 'user',
      entityId: user.id,
      actorId,
      data: {
        roles,
        previous,
        added: roles.filter((role) => !previous.includes(role)),
        removed: previous.filter((role) => !roles.includes(role)),
        changes: { roles: { from: previous.join(', '), to: roles.join(', ') } },
      },
    });
    await recordSecurityEvent(trx, {
      type: 'role_changed',
      userId: user.id,
      actorId,
      ...(client ? { client } : {}),
      details: {
        from: previous.join(', '),
        to: roles.join(', '),
        source: actorId === null ? 'command_line' : 'admin',
      },
    });
    return { id: user.id, roles, previous };
  });
}
