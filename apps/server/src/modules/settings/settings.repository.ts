import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';

export async function findSetting(db: Queryable, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function saveSetting(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}

export async function insertSettingIfMissing(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export function listFooterDocuments(db: Db) {
  return db
    .selectFrom('documents')
    .select(['id', 'type', 'name', 'name_en'])
    .where('in_footer', '=', true)
    .orderBy('type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

// ---------------------------------------------------------------------------------------------
/** A setting's row, locked until the transaction ends (its editors wait for each other). */
export function lockSetting(trx: Queryable, key: string) {
  return trx
    .selectFrom('settings')
    .select(['value', 'updated_at'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}
