import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** A production's information blocks in the back office (SQL only). */

export function listEventInfoRows(db: Queryable, productionId: number) {
  return db
    .selectFrom('event_infos')
    .select(['id', 'production_id', 'event_id', 'name', 'name_en', 'body', 'body_en', 'sort_order'])
    .where('production_id', '=', productionId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function lockEventInfo(db: Queryable, infoId: number) {
  return db
    .selectFrom('event_infos')
    .select(['id', 'production_id', 'event_id', 'name', 'name_en', 'body', 'body_en', 'sort_order'])
    .where('id', '=', infoId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function performanceOfProduction(
  db: Queryable,
  eventId: number,
  productionId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .where('production_id', '=', productionId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface EventInfoValues {
  event_id: number | null;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
}

export async function insertEventInfo(
  db: Queryable,
  productionId: number,
  values: EventInfoValues & { sort_order?: number | undefined },
): Promise<number> {
  const row = await db
    .insertInto('event_infos')
    .values({
      production_id: productionId,
      event_id: values.event_id,
      name: values.name,
      name_en: values.name_en,
      body: values.body,
      body_en: values.body_en,
      sort_order:
        values.sort_order ??
        sql<number>`(select coalesce(max(sort_order) + 1, 0) from event_infos where production_id = ${productionId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEventInfoRow(
  db: Queryable,
  infoId: number,
  values: EventInfoValues & { sort_order?: number | undefined },
): Promise<void> {
  await db
    .updateTable('event_infos')
    .set({
      event_id: values.event_id,
      name: values.name,
      name_en: values.name_en,
      body: values.body,
      body_en: values.body_en,
      ...(values.sort_order === undefined ? {} : { sort_order: values.sort_order }),
    })
    .where('id', '=', infoId)
    .execute();
}

export async function deleteEventInfoRow(db: Queryable, infoId: number): Promise<void> {
  await db.deleteFrom('event_infos').where('id', '=', infoId).execute();
}
