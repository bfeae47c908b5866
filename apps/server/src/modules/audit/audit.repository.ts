import { sql } from 'kysely';
import type { Queryable } from '../../db/database.js';

/** The trail of one thing (an order, a performance), oldest first, with who did each step. */
export function listAuditEntries(db: Queryable, entity: string, entityId: number | string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.created_at', 'a.action', 'a.data', 'a.actor_id', 'u.name as actor_name'])
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', String(entityId))
    .orderBy('a.id')
    .limit(500)
    .execute();
}

/** The newest entry of a thing with who made it (for "switched on by … at …"). */
export function findLatestAuditEntry(db: Queryable, entity: string, entityId: number | string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.created_at', 'a.action', 'a.actor_id', 'u.name as actor_name'])
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', String(entityId))
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What the whole trail is narrowed to (GET /admin/audit); every part optional. */
export interface AuditSearch {
  /** The actor's id. */
  actorId: number | null;
  /** Folded words (lower case, no accents): each must occur in the actor's name or e-mail. */
  actorWords: readonly string[];
  entity: string | undefined;
  /** The action, or the start of one before its dot (`ticket_type` finds `ticket_type.updated`). */
  action: string | undefined;
  /** From this instant on (included). */
  from: Date | undefined;
  /** Before this instant. */
  until: Date | undefined;
}

/** `%` and `_` are LIKE's wildcards, `\` its escape: taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchedTrail(db: Queryable, search: AuditSearch) {
  let query = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.actor_id');
  if (search.actorId !== null) query = query.where('a.actor_id', '=', search.actorId);
  for (const word of search.actorWords) {
    query = query.where('u.search_text', 'like', `%${likeLiteral(word)}%`);
  }
  if (search.entity !== undefined) query = query.where('a.entity', '=', search.entity);
  const { action } = search;
  if (action !== undefined) {
    const stem = action.endsWith('.') ? action.slice(0, -1) : action;
    query = query.where((eb) =>
      eb.or([eb('a.action', '=', stem), eb('a.action', 'like', `${likeLiteral(stem)}.%`)]),
    );
  }
  if (search.from !== undefined) query = query.where('a.created_at', '>=', search.from);
  if (search.until !== undefined) query = query.where('a.created_at', '<', search.until);
  return query;
}

/** A page of the whole trail, newest first, with who made each entry. */
export function listAuditPage(
  db: Queryable,
  search: AuditSearch,
  page: { limit: number; offset: number },
) {
  return searchedTrail(db, search)
    .select(['a.id', 'a.created_at', 'a.action', 'a.entity', 'a.entity_id', 'a.data', 'a.actor_id'])
    .select(['u.name as actor_name', 'u.email as actor_email'])
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditEntries(db: Queryable, search: AuditSearch): Promise<number> {
  const row = await searchedTrail(db, search)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
