import type { SecurityEventType, SecurityOutcome } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { insertSecurityEvent } from './security-log.repository.js';

/** Where a request came from: stored with the event it caused. */
export interface SecurityClient {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** One event of the security log (decision 0058). Never a password, a token or a code. */
export interface SecurityEventInput {
  type: SecurityEventType;
  outcome?: SecurityOutcome;
  /** Whose account it concerns. */
  userId?: number | null;
  /** Who did it, when not the user themselves (an administrator); null for the command line. */
  actorId?: number | null;
  /** The address as typed: failed sign-ins only. */
  email?: string | null;
  client?: SecurityClient;
  details?: Record<string, unknown>;
}

const userAgentMax = 512;
const emailMax = 320;

/**
 * Appends an event to the security log, in the caller's transaction when it passes one, so the
 * event stands or falls with the change it describes. The table is append-only (the database
 * refuses updates and deletes; decision 0058).
 */
export async function recordSecurityEvent(db: Queryable, event: SecurityEventInput): Promise<void> {
  await insertSecurityEvent(db, {
    event_type: event.type,
    outcome: event.outcome ?? 'success',
    user_id: event.userId ?? null,
    actor_id: event.actorId ?? null,
    email: event.email?.normalize('NFC').trim().slice(0, emailMax) || null,
    ip_address: event.client?.ip?.slice(0, 64) || null,
    user_agent: event.client?.userAgent?.slice(0, userAgentMax) || null,
    details: JSON.stringify(event.details ?? {}),
  });
}
