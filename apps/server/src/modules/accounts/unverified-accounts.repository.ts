import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Customer accounts registered before `before` whose address was never confirmed, with nothing of
 * the shop's hanging on them (no order, no erasure), at most `limit`: deleted with their consent
 * records; their sessions, e-mailed tokens and billing data go with them (foreign keys cascade).
 * Answers how many went.
 */
export async function deleteUnverifiedAccountsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      select u.id from users u
       where cardinality(u.roles) = 0 and u.email_verified_at is null and u.erased_at is null
         and u.created_at < ${before}
         and not exists (select 1 from orders o where o.user_id = u.id)
       order by u.id
       limit ${limit}
       for update skip locked
    `.execute(trx);
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom('consent_events').where('user_id', 'in', ids).execute();
    const gone = await trx.deleteFrom('users').where('id', 'in', ids).executeTakeFirst();
    return Number(gone.numDeletedRows);
  });
}
