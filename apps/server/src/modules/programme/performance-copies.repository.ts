import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** What copying a performance asks of the database beyond the programme's own (SQL only). */

/** The addresses taken that are `base` or `base-<n>` (a copy picks the first free one). */
export async function slugsLike(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('events')
    .select('url')
    .where((eb) =>
      eb.or([eb('url', '=', base), eb('url', '~', sql<string>`${`^${base}-[0-9]+$`}`)]),
    )
    .execute();
  return new Set(rows.map((row) => row.url));
}

/** Another performance in the hall starting at that very instant. */
export async function hallTakenAt(db: Queryable, hallId: number, startsAt: Date): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('hall_id', '=', hallId)
    .where('starts_at', '=', startsAt)
    .executeTakeFirst();
  return row !== undefined;
}
