import type { Db } from '../../db/database.js';
import { listMailMessages } from './notifications.repository.js';

export const mailboxPageSize = 200;

/** The development mailbox (demo mode): the newest messages, optionally to one address. */
export function listMailbox(db: Db, filter: { to?: string | undefined; limit?: number } = {}) {
  const to = filter.to?.trim();
  return listMailMessages(db, {
    ...(to ? { to } : {}),
    limit: Math.min(filter.limit ?? mailboxPageSize, mailboxPageSize),
  });
}

export type MailboxEntry = Awaited<ReturnType<typeof listMailbox>>[number];
