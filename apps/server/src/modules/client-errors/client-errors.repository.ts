import type { Db } from '../../db/database.js';
import type { ClientErrorsTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

export async function insertClientError(db: Db, row: Insertable<ClientErrorsTable>): Promise<void> {
  await db.insertInto('client_errors').values(row).execute();
}

/** Keep the table bounded: reports older than the retention are dropped. */
export async function deleteClientErrorsBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('client_errors')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A page of reports, newest first (by id: the order they were stored in). */
export function listClientErrorPage(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('client_errors')
    .select([
      'id',
      'created_at',
      'message',
      'file',
      'line',
      'url',
      'user_agent',
      'info',
      'request_id',
    ])
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countClientErrors(db: Db): Promise<number> {
  const row = await db
    .selectFrom('client_errors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
