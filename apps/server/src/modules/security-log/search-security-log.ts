import {
  securityLogPerPage,
  type SecurityEvent,
  type SecurityLogReply,
  type SecurityOutcome,
} from '@theatre/contracts';
import { budapestDayEnd, budapestDayStart, foldText } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { describeUserAgent } from '../accounts/describe-user-agent.js';
import {
  countSecurityEvents,
  listSecurityEventPage,
  type SecurityEventRow,
  type SecurityLogSearch,
} from './security-log.repository.js';

/** The filters as the contracts' securityLogFilters read them. */
export interface SecurityLogFilterValues {
  type?: readonly string[] | undefined;
  who?: string | undefined;
  ip?: string | undefined;
  outcome?: SecurityOutcome | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const blank = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

/** The filters as the repository takes them: Budapest days as instants, words folded. */
export function searchOf(filters: SecurityLogFilterValues): SecurityLogSearch {
  const from = blank(filters.from);
  const to = blank(filters.to);
  return {
    types: filters.type ?? [],
    words: foldText((filters.who ?? '').normalize('NFC').trim())
      .split(' ')
      .filter(Boolean)
      .slice(0, 12),
    ip: blank(filters.ip),
    outcome: filters.outcome,
    from: from === undefined ? undefined : budapestDayStart(from),
    until: to === undefined ? undefined : budapestDayEnd(to),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The browser and the system a user agent names, for the list (pure). */
function deviceOf(userAgent: string | null): string | null {
  const described = describeUserAgent(userAgent);
  const parts = [described.browser, described.os].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

export function toSecurityEvent(row: SecurityEventRow): SecurityEvent {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    type: row.event_type,
    outcome: row.outcome === 'failure' ? 'failure' : 'success',
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' },
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
    email: row.email,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    device: deviceOf(row.user_agent),
    details: isRecord(row.details) ? row.details : {},
  };
}

/**
 * GET /admin/security-log (administrators, decision 0058): the security log, newest first, 50 a
 * page, narrowed by event types, words of a name or e-mail (the user's, the actor's, or the one
 * typed at a failed sign-in; accents and case ignored), the address or its start, the outcome and
 * Budapest days (both included).
 */
export async function searchSecurityLog(
  db: Db,
  query: SecurityLogFilterValues & { page: number },
): Promise<SecurityLogReply> {
  const search = searchOf(query);
  const [rows, total] = await Promise.all([
    listSecurityEventPage(db, search, {
      limit: securityLogPerPage,
      offset: (query.page - 1) * securityLogPerPage,
    }),
    countSecurityEvents(db, search),
  ]);
  return {
    data: rows.map(toSecurityEvent),
    total,
    page: query.page,
    per_page: securityLogPerPage,
  };
}
