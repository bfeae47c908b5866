import type { Db } from '../../db/database.js';
import type { FileReply } from '../../http/send-file.js';
import { findMailAttachment } from './notifications.repository.js';

/**
 * A file sent with a message of the development mailbox (demo mode), as it was sent; undefined
 * when the message has no attachment by that id.
 */
export async function getMailboxAttachment(
  db: Db,
  messageId: number,
  attachmentId: number,
): Promise<FileReply | undefined> {
  const row = await findMailAttachment(db, messageId, attachmentId);
  return row && { filename: row.filename, contentType: row.content_type, content: row.content };
}
