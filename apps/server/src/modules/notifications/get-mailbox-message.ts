import type { Db } from '../../db/database.js';
import type { MailboxEntry } from './list-mailbox.js';
import { findMailMessage, listAttachmentsOf } from './notifications.repository.js';

/**
 * One message of the development mailbox (demo mode), with the list of its attachments; undefined
 * when there is none.
 */
export async function getMailboxMessage(db: Db, id: number): Promise<MailboxEntry | undefined> {
  const message = await findMailMessage(db, id);
  if (message === undefined) return undefined;
  const attachments = await listAttachmentsOf(db, [id]);
  return {
    ...message,
    attachments: attachments.map((row) => ({
      id: row.id,
      filename: row.filename,
      content_type: row.content_type,
      size: row.size,
    })),
  };
}
