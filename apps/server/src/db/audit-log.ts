import type { Queryable } from './database.js';

/** One line of the audit trail: who did what to which thing. */
export interface AuditEntry {
  action: string;
  entity: string;
  /** The thing's id; null for something without one (a season seeded). */
  entityId: number | string | null;
  /** Who did it: a staff member or a user; null (or left out) for the shop itself. */
  actorId?: number | null;
  data?: object;
}

/**
 * The one audit writer (decision 0030): every entry of the trail, from a use case, a repository,
 * the seed or a job, is written here, in the caller's transaction when it passes one, so the entry
 * stands or falls with the change it describes.
 */
export async function writeAudit(
  db: Queryable,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list: readonly AuditEntry[] = 'action' in entries ? [entries] : entries;
  if (list.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      list.map((entry) => ({
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId === null ? null : String(entry.entityId),
        actor_id: entry.actorId ?? null,
        data: JSON.stringify(entry.data ?? {}),
      })),
    )
    .execute();
}
