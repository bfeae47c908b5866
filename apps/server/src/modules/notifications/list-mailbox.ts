import type { Db } from '../../db/database.js';
import { listAttachmentsOf, listMailMessages } from './notifications.repository.js';

export const mailboxPageSize = 200;

/** A file sent with a message, as the mailbox lists it (its content is downloaded on its own). */
export interface MailboxAttachment {
  id: number;
  filename: string;
  content_type: string;
  /** In bytes. */
  size: number;
}

/**
 * The development mailbox (demo mode): the newest messages, optionally to one address, each with
 * the list of its attachments (one more read for the page).
 */
export async function listMailbox(
  db: Db,
  filter: { to?: string | undefined; limit?: number } = {},
) {
  const to = filter.to?.trim();
  const messages = await listMailMessages(db, {
    ...(to ? { to } : {}),
    limit: Math.min(filter.limit ?? mailboxPageSize, mailboxPageSize),
  });
  const attachments = new Map<number, MailboxAttachment[]>();
  for (const row of await listAttachmentsOf(
    db,
    messages.map((message) => message.id),
  )) {
    const list = attachments.get(row.message_id) ?? [];
    list.push({
      id: row.id,
      filename: row.filename,
      content_type: row.content_type,
      size: row.size,
    });
    attachments.set(row.message_id, list);
  }
  return messages.map((message) => ({
    ...message,
    attachments: attachments.get(message.id) ?? [],
  }));
}

export type MailboxEntry = Awaited<ReturnType<typeof listMailbox>>[number];
