import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteMailMessagesBefore } from './notifications.repository.js';

/**
 * E-mails are kept 30 days: long enough to resend or answer a question about them, and their
 * one-time links have long expired by then.
 */
export const mailRetentionDays = 30;

export function pruneMailMessages(db: Db, clock: Clock): Promise<number> {
  return deleteMailMessagesBefore(
    db,
    new Date(clock.now().getTime() - mailRetentionDays * 86_400_000),
  );
}
