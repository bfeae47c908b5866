import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';

// The information and document pages (decision 0020)

export function findDocument(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every page, by type, then in its order. */
export function listAllDocuments(db: Queryable) {
  return db
    .selectFrom('documents')
    .select(['id', 'type', 'slug', 'name', 'name_en', 'sort_order', 'in_footer', 'updated_at'])
    .orderBy('type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function lockDocument(trx: Queryable, id: number) {
  return trx
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * New pages take the next id and the last place of their type: creating and reordering pages
 * take this lock first, so two of them never pick the same id or place. The shop's reads go on.
 */
export async function lockDocumentList(trx: Queryable): Promise<void> {
  await sql`lock table documents in share row exclusive mode`.execute(trx);
}

export async function isDocumentSlugTaken(
  db: Queryable,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db.selectFrom('documents').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function nextDocumentPlace(
  trx: Queryable,
  type: 'info' | 'document',
): Promise<{ id: number; sortOrder: number }> {
  const row = await trx
    .selectFrom('documents')
    .select([
      sql<number>`coalesce(max(id), 0)::int + 1`.as('id'),
      sql<number>`coalesce(max(sort_order) filter (where type = ${type}), 0)::int + 1`.as(
        'sort_order',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { id: row.id, sortOrder: row.sort_order };
}

export interface DocumentValues {
  type: 'info' | 'document';
  slug: string;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  in_footer: boolean;
}

export function insertDocument(
  trx: Queryable,
  values: DocumentValues & { id: number; sort_order: number },
) {
  return trx.insertInto('documents').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateDocumentRow(trx: Queryable, id: number, values: DocumentValues) {
  return trx
    .updateTable('documents')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDocumentRow(trx: Queryable, id: number): Promise<void> {
  await trx.deleteFrom('documents').where('id', '=', id).execute();
}

export async function listDocumentIdsOfType(
  trx: Queryable,
  type: 'info' | 'document',
): Promise<number[]> {
  const rows = await trx
    .selectFrom('documents')
    .select('id')
    .where('type', '=', type)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Places the pages in the order given (1, 2, 3, …). */
export async function setDocumentOrder(trx: Queryable, ids: readonly number[]): Promise<void> {
  await sql`
    update documents d set sort_order = x.place
      from unnest(${sql.val([...ids])}::int[]) with ordinality as x(id, place)
     where d.id = x.id and d.sort_order <> x.place
  `.execute(trx);
}
