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
