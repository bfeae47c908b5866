import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.js';

/*
 * What the shop runs and records: jobs, e-mails and their attachments, rate limits, the audit log
 * and browsers' error reports.
 */

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  last_error: string | null;
  locked_until: Timestamp | null;
  locked_by: string | null;
  done_at: Timestamp | null;
  failed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface MailMessagesTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  to_name: string | null;
  locale: string;
  subject: string;
  html: string;
  text: string;
  user_id: number | null;
  /** The order the message is about, if any. */
  order_id: number | null;
  /** queued | sent | failed */
  status: Generated<string>;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  last_error: string | null;
}

export interface MailAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: CreatedAt;
  action: string;
  entity: string;
  entity_id: string | null;
  data: ColumnType<unknown, string | undefined, never>;
  /** The staff member (or user) who did it; null for the shop itself. */
  actor_id: number | null;
}

/** The security log (migration 0037, decision 0058): append-only, the database refuses changes. */
export interface SecurityEventsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  event_type: string;
  outcome: string;
  user_id: number | null;
  actor_id: number | null;
  email: string | null;
  ip_address: string | null;
  user_agent: string | null;
  details: ColumnType<unknown, string | undefined, never>;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  message: string;
  file: string | null;
  line: number | null;
  info: string | null;
  url: string | null;
  user_agent: string | null;
  request_id: string | null;
}

/** A message staff sent to a performance's audience (migration 0022, decision 0043). */
export interface AudienceMessagesTable {
  id: Generated<number>;
  event_id: number;
  /** The sending form's own id: a repeated request finds this message instead of sending again. */
  request_id: string;
  /** all | unused */
  audience: string;
  subject_hu: string;
  text_hu: string;
  subject_en: string;
  text_en: string;
  /** How many orders it went to (one e-mail each). */
  recipients: number;
  sent_by: number | null;
  created_at: CreatedAt;
}

/** An order an audience message went to, with the e-mail queued for it (null once pruned). */
export interface AudienceMessageOrdersTable {
  message_id: number;
  order_id: number;
  mail_message_id: number | null;
}

/** Decision 0051: an e-mail text staff edited (kind × language); none: the catalogue's. */
export interface MailTextsTable {
  kind: string;
  locale: string;
  subject: string;
  body: string;
  updated_at: Generated<Date>;
  updated_by: number | null;
}
