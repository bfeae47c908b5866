import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { retentionCutoff } from '../settings/get-retention-settings.js';
import { deleteSecurityEventsBefore } from './security-log.repository.js';

/**
 * Housekeeping: security events older than the data retention setting says (365 days unless
 * changed, 90 at the least; decision 0058) are deleted, through the one delete the table's
 * trigger lets through.
 */
export async function purgeSecurityLog(db: Db, clock: Clock): Promise<number> {
  return deleteSecurityEventsBefore(
    db,
    await retentionCutoff(db, 'security_log_days', clock.now()),
  );
}
