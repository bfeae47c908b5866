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
