import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteSpentChallenges } from './challenges.repository.js';

/**
 * Housekeeping: a spent challenge is kept only while it could still be used (its expiry);
 * cart_grant_holds records them (migration 0015).
 */
export function pruneChallenges(db: Db, clock: Clock): Promise<number> {
  return deleteSpentChallenges(db, clock.now());
}
