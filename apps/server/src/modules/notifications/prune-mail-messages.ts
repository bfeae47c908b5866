import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { retentionCutoff } from '../settings/get-retention-settings.js';
import { deleteMailMessagesBefore } from './notifications.repository.js';

/**
 * E-mails are kept as long as the data retention setting says (30 days unless changed; decision
 * 0058): long enough to resend or answer a question about them, and their one-time links have
 * long expired by then.
 */
export async function pruneMailMessages(db: Db, clock: Clock): Promise<number> {
  return deleteMailMessagesBefore(db, await retentionCutoff(db, 'mail_messages_days', clock.now()));
}
