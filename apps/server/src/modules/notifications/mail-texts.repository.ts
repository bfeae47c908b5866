import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** The e-mail texts staff edited (decision 0051), SQL only. */

export interface StoredMailText {
  kind: string;
  locale: string;
  subject: string;
  body: string;
  updated_at: Date;
  updated_by: number | null;
  updated_by_name: string | null;
}

function selectTexts(db: Queryable) {
  return db
    .selectFrom('mail_texts as m')
    .leftJoin('users as u', 'u.id', 'm.updated_by')
    .select([
      'm.kind',
      'm.locale',
      'm.subject',
      'm.body',
      'm.updated_at',
      'm.updated_by',
      'u.name as updated_by_name',
    ]);
}

export function listStoredMailTexts(db: Queryable): Promise<StoredMailText[]> {
  return selectTexts(db).execute();
}

export async function findStoredMailText(
  db: Queryable,
  kind: string,
  locale: string,
  options: { lock?: boolean } = {},
): Promise<StoredMailText | null> {
  if (options.lock === true) {
    const row = await db
      .selectFrom('mail_texts')
      .select(['kind', 'locale', 'subject', 'body', 'updated_at', 'updated_by'])
      .where('kind', '=', kind)
      .where('locale', '=', locale)
      .forUpdate()
      .executeTakeFirst();
    return row ? { ...row, updated_by_name: null } : null;
  }
  const row = await selectTexts(db)
    .where('m.kind', '=', kind)
    .where('m.locale', '=', locale)
    .executeTakeFirst();
  return row ?? null;
}

export async function upsertMailText(
  db: Queryable,
  row: { kind: string; locale: string; subject: string; body: string; updatedBy: number },
): Promise<void> {
  await db
    .insertInto('mail_texts')
    .values({
      kind: row.kind,
      locale: row.locale,
      subject: row.subject,
      body: row.body,
      updated_by: row.updatedBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'locale']).doUpdateSet({
        subject: row.subject,
        body: row.body,
        updated_by: row.updatedBy,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function deleteMailText(db: Queryable, kind: string, locale: string): Promise<void> {
  await db.deleteFrom('mail_texts').where('kind', '=', kind).where('locale', '=', locale).execute();
}
