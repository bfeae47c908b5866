import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteUnverifiedAccountsBefore } from './unverified-accounts.repository.js';

/**
 * A registration whose address is not confirmed within 30 days is deleted (the privacy notice
 * says so): its confirmation link expired long before, and an unconfirmed address may not even be
 * the registrant's. An account with an order is kept (its orders are the shop's records).
 */
export const unverifiedAccountRetentionDays = 30;

/** How many one housekeeping round deletes at most (the next round takes the rest). */
const batch = 500;

export function pruneUnverifiedAccounts(db: Db, clock: Clock): Promise<number> {
  return deleteUnverifiedAccountsBefore(
    db,
    new Date(clock.now().getTime() - unverifiedAccountRetentionDays * 86_400_000),
    batch,
  );
}
