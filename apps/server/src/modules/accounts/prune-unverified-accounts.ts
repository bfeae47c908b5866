import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { retentionCutoff } from '../settings/get-retention-settings.js';
import { deleteUnverifiedAccountsBefore } from './unverified-accounts.repository.js';

/*
 * A registration whose address is not confirmed within the data retention setting's period (30
 * days unless changed; decision 0058) is deleted (the privacy notice says so): its confirmation
 * link expired long before, and an unconfirmed address may not even be the registrant's. An
 * account with an order is kept (its orders are the shop's records).
 */

/** How many one housekeeping round deletes at most (the next round takes the rest). */
const batch = 500;

export async function pruneUnverifiedAccounts(db: Db, clock: Clock): Promise<number> {
  return deleteUnverifiedAccountsBefore(
    db,
    await retentionCutoff(db, 'unverified_accounts_days', clock.now()),
    batch,
  );
}
