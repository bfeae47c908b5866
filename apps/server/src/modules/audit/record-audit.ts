import { writeAudit, type AuditEntry } from '../../db/audit-log.js';
import type { Queryable } from '../../db/database.js';
import { findLatestAuditEntry, listAuditEntries } from './audit.repository.js';
import { entryFacts } from './search-audit.js';

export type { AuditEntry };

/**
 * Records who did what, in the caller's transaction, so the entry stands or falls with the
 * change it describes (the one audit writer, db/audit-log.ts).
 */
export function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  return writeAudit(db, entry);
}

/** The trail of one thing, oldest first; `changes`: what changed, field by field (old → new). */
export async function auditTrailOf(db: Queryable, entity: string, entityId: number | string) {
  const rows = await listAuditEntries(db, entity, entityId);
  return rows.map((row) => ({
    at: row.created_at.toISOString(),
    action: row.action,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    changes: entryFacts(row.data).changes,
    data: (row.data ?? {}) as Record<string, unknown>,
  }));
}

/** The newest entry of one thing: when, what, and who (null for the shop or the command line). */
export async function latestAuditOf(db: Queryable, entity: string, entityId: number | string) {
  const row = await findLatestAuditEntry(db, entity, entityId);
  if (!row) return null;
  return {
    at: row.created_at.toISOString(),
    action: row.action,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
  };
}
