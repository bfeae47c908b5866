import type { Db } from '../../db/database.js';
import type { RateLimitRule } from './consume-rate-limit.js';
import { clearKey } from './rate-limits.repository.js';

/** Forget the count of one rule for one subject (a successful sign-in clears its failures). */
export function resetRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  return clearKey(db, `${rule.name}:${subject.toLowerCase()}`);
}
