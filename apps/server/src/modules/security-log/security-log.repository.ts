import { sql, type Insertable } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import type { SecurityEventsTable } from '../../db/schema.js';

export async function insertSecurityEvent(
  db: Queryable,
  row: Insertable<SecurityEventsTable>,
): Promise<void> {
  await db.insertInto('security_events').values(row).execute();
}

/** What the log is narrowed to (GET /admin/security-log and its export); every part optional. */
export interface SecurityLogSearch {
  types: readonly string[];
  /** Folded words (lower case, no accents): each in the user's, the actor's or the typed e-mail. */
  words: readonly string[];
  /** The address, or its start. */
  ip: string | undefined;
  outcome: string | undefined;
  from: Date | undefined;
  until: Date | undefined;
}

/** `%` and `_` are LIKE's wildcards, `\` its escape: taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchedLog(db: Queryable, search: SecurityLogSearch) {
  let query = db
    .selectFrom('security_events as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as a', 'a.id', 's.actor_id');
  if (search.types.length > 0) query = query.where('s.event_type', 'in', search.types);
  for (const word of search.words) {
    const like = `%${likeLiteral(word)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.search_text', 'like', like),
        eb('a.search_text', 'like', like),
        eb(sql<string>`lower(coalesce(s.email, ''))`, 'like', like),
      ]),
    );
  }
  if (search.ip !== undefined) {
    query = query.where('s.ip_address', 'like', `${likeLiteral(search.ip)}%`);
  }
  if (search.outcome !== undefined) query = query.where('s.outcome', '=', search.outcome);
  if (search.from !== undefined) query = query.where('s.created_at', '>=', search.from);
  if (search.until !== undefined) query = query.where('s.created_at', '<', search.until);
  return query;
}

function selectedEvents(db: Queryable, search: SecurityLogSearch) {
  return searchedLog(db, search)
    .select([
      's.id',
      's.created_at',
      's.event_type',
      's.outcome',
      's.user_id',
      's.actor_id',
      's.email',
      's.ip_address',
      's.user_agent',
      's.details',
    ])
    .select(['u.name as user_name', 'u.email as user_email'])
    .select(['a.name as actor_name', 'a.email as actor_email'])
    .orderBy('s.id', 'desc');
}

export type SecurityEventRow = Awaited<
  ReturnType<ReturnType<typeof selectedEvents>['execute']>
>[number];

/** A page of the log, newest first. */
export function listSecurityEventPage(
  db: Queryable,
  search: SecurityLogSearch,
  page: { limit: number; offset: number },
) {
  return selectedEvents(db, search).limit(page.limit).offset(page.offset).execute();
}

/** The log's events in pages of `size` (id below `beforeId`), newest first, for the export. */
export function listSecurityEventsBefore(
  db: Queryable,
  search: SecurityLogSearch,
  beforeId: number | null,
  size: number,
) {
  let query = selectedEvents(db, search);
  if (beforeId !== null) query = query.where('s.id', '<', beforeId);
  return query.limit(size).execute();
}

export async function countSecurityEvents(db: Queryable, search: SecurityLogSearch) {
  const row = await searchedLog(db, search)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The retention purge: events older than `before`, in one transaction that marks itself as the
 * purge (the table's trigger refuses every other delete, and this one for rows younger than 90
 * days).
 */
export function deleteSecurityEventsBefore(db: Db, before: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('theatre.security_log_purge', 'on', true)`.execute(trx);
    const result = await trx
      .deleteFrom('security_events')
      .where('created_at', '<', before)
      // What the trigger refuses anyway (a clock ahead of the database's must not fail the round).
      .where('created_at', '<', sql<Date>`now() - interval '90 days'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
