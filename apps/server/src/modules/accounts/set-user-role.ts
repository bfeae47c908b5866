import type { Role } from '@theatre/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';

/**
 * Gives the account with this e-mail address a role (customer, cashier, administrator), with an
 * audit entry naming who did it (null: the operator's command line). The role is read with the
 * session on every request, so it takes effect at once. False when there is no such account.
 */
export async function setUserRole(
  db: Db,
  email: string,
  role: Role,
  actorId: number | null = null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ role, updated_at: new Date() })
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .returning(['id'])
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, {
      action: 'user.role_set',
      entity: 'user',
      entityId: row.id,
      actorId,
      data: { role },
    });
    return true;
  });
}
