import {
  adminAuditPerPage,
  type AdminAuditEntry,
  type AdminAuditReply,
  type AuditFieldChange,
} from '@theatre/contracts';
import { budapestDayEnd, budapestDayStart, foldText } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { countAuditEntries, listAuditPage, type AuditSearch } from './audit.repository.js';

const maxUserId = 2_147_483_647;

export interface AuditQuery {
  who?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry's `data` split into its changes (absent in older entries) and the rest. */
export function entryFacts(data: unknown): Pick<AdminAuditEntry, 'changes' | 'data'> {
  if (!isRecord(data)) return { changes: {}, data: {} };
  const { changes, ...rest } = data;
  const recorded: Record<string, AuditFieldChange> = {};
  if (isRecord(changes)) {
    for (const [field, change] of Object.entries(changes)) {
      if (!isRecord(change)) continue;
      if (typeof change['from_length'] === 'number' && typeof change['to_length'] === 'number') {
        recorded[field] = { from_length: change['from_length'], to_length: change['to_length'] };
      } else if ('from' in change || 'to' in change) {
        recorded[field] = { from: change['from'] ?? null, to: change['to'] ?? null };
      }
    }
  }
  return { changes: recorded, data: rest };
}

const blank = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

/**
 * GET /admin/audit (administrators): the whole audit trail, newest first, 50 a page. `who` is an
 * actor's id or words each found in their name or e-mail (accents and case ignored, as the users'
 * search); `entity` is exact, `action` exact or its start (`coupon` finds `coupon.updated`);
 * `from` and `to` are Budapest days, both included (the one clock, @theatre/i18n).
 */
export async function searchAudit(db: Db, query: AuditQuery): Promise<AdminAuditReply> {
  const who = (query.who ?? '').normalize('NFC').trim();
  const byId = /^\d{1,10}$/.test(who) && Number(who) <= maxUserId;
  const from = blank(query.from);
  const to = blank(query.to);
  const search: AuditSearch = {
    actorId: byId ? Number(who) : null,
    actorWords: byId ? [] : foldText(who).split(' ').filter(Boolean).slice(0, 12),
    entity: blank(query.entity),
    action: blank(query.action),
    from: from === undefined ? undefined : budapestDayStart(from),
    until: to === undefined ? undefined : budapestDayEnd(to),
  };
  const [rows, total] = await Promise.all([
    listAuditPage(db, search, {
      limit: adminAuditPerPage,
      offset: (query.page - 1) * adminAuditPerPage,
    }),
    countAuditEntries(db, search),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      actor:
        row.actor_id === null
          ? null
          : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
      ...entryFacts(row.data),
    })),
    total,
    page: query.page,
    per_page: adminAuditPerPage,
  };
}
