import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, MailMessagesTable } from '../../db/schema.js';
import type { MailAttachment } from '../../integrations/mail/mail-transport.js';

export type MailStatus = 'queued' | 'sent' | 'failed';

export async function insertMailMessage(
  db: Kysely<Database>,
  row: Insertable<MailMessagesTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('mail_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertMailAttachments(
  db: Kysely<Database>,
  messageId: number,
  files: readonly MailAttachment[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('mail_attachments')
    .values(
      files.map((file) => ({
        message_id: messageId,
        filename: file.filename,
        content_type: file.contentType,
        content: file.content,
      })),
    )
    .execute();
}

export async function listMailAttachments(db: Db, messageId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('mail_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('message_id', '=', messageId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.content_type,
    content: row.content,
  }));
}

/** The attachments of messages, without their content: name, type, size in bytes. */
export function listAttachmentsOf(db: Db, messageIds: readonly number[]) {
  return db
    .selectFrom('mail_attachments')
    .select([
      'id',
      'message_id',
      'filename',
      'content_type',
      sql<number>`octet_length(content)`.as('size'),
    ])
    .where('message_id', 'in', messageIds.length > 0 ? messageIds : [0])
    .orderBy('message_id')
    .orderBy('id')
    .execute();
}

/** One attachment of a message, with its content; undefined when the message has no such one. */
export function findMailAttachment(db: Db, messageId: number, attachmentId: number) {
  return db
    .selectFrom('mail_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('id', '=', attachmentId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

export function findMailMessage(db: Db, id: number) {
  return db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `forgetBody`: drop the content once delivered (it holds a one-time link). */
export async function markMailSent(
  db: Db,
  id: number,
  now: Date,
  forgetBody = false,
): Promise<void> {
  await db
    .updateTable('mail_messages')
    .set({ status: 'sent', sent_at: now, ...(forgetBody ? { html: '', text: '' } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function recordMailFailure(
  db: Db,
  id: number,
  error: string,
  status: Exclude<MailStatus, 'sent'>,
): Promise<void> {
  await db
    .updateTable('mail_messages')
    .set({ status, last_error: error })
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}

/** Newest first; optionally only those to one address (case-insensitive). */
export function listMailMessages(db: Db, filter: { to?: string; limit: number }) {
  let query = db.selectFrom('mail_messages').selectAll();
  if (filter.to !== undefined) {
    query = query.where((eb) =>
      eb(eb.fn('lower', ['to_address']), '=', filter.to?.toLowerCase() ?? ''),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** Sent and failed messages created before the given time (queued ones are still to deliver). */
export async function deleteMailMessagesBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_messages')
    .where('created_at', '<', before)
    .where('status', '<>', 'queued')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
