import type { Db, Queryable } from '../../db/database.js';

/** The sessions of one user, as they see and end them (decision 0055; SQL only). */

/** The user's sessions not revoked and not past their stored end, the last active first. */
export function listOpenSessions(db: Queryable, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_active_at', 'expires_at', 'user_agent', 'ip_address'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'bearer')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_active_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one session of the user; false when the user has no such session still open. */
export async function revokeSessionOf(
  db: Queryable,
  input: { userId: number; sessionId: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: input.now })
    .where('id', '=', input.sessionId)
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every open session of the user but the one given; answers how many. */
export async function revokeSessionsOf(
  db: Queryable,
  input: { userId: number; now: Date; exceptSessionId?: number },
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: input.now })
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', input.now);
  if (input.exceptSessionId !== undefined) query = query.where('id', '<>', input.exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The stored 'sessions' setting (the staff idle limit), if any. */
export async function findSessionSettings(db: Queryable): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'sessions')
    .executeTakeFirst();
  return row?.value;
}

/** Sets or clears the account's lock; false when it already was so (or there is no such user). */
export async function updateUserLock(
  db: Db,
  input: { userId: number; locked: boolean; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ locked_at: input.locked ? input.now : null, updated_at: input.now })
    .where('id', '=', input.userId)
    .where('locked_at', input.locked ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
