import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Counts one hit in a fixed window, in one statement, so any number of processes share the count:
 * a window that has ended starts again at 1.
 */
export async function countHit(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; window_ends_at: Date }> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const result = await sql<{ count: number; window_ends_at: Date }>`
    insert into rate_limits (key, count, window_ends_at)
    values (${key}, 1, ${windowEndsAt})
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.count + 1 end,
      window_ends_at = case
        when rate_limits.window_ends_at <= ${now} then excluded.window_ends_at
        else rate_limits.window_ends_at
      end
    returning count, window_ends_at
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: row.count, window_ends_at: new Date(row.window_ends_at) };
}

/** One hit fewer in the key's window (never below zero). */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function deleteEndedWindows(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
