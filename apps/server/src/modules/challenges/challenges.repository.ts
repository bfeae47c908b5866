import type { Db } from '../../db/database.js';

/** Spent challenges that could no longer be used anyway (they expired before `before`). */
export async function deleteSpentChallenges(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('spent_challenges')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
