import type { Db } from '../../db/database.js';
import type { RateLimitHit } from './consume-rate-limit.js';
import { uncountHit } from './rate-limits.repository.js';

/**
 * Takes back hits counted by consumeRateLimits for attempts that turned out not to count (a
 * coupon code that worked): a limit of failures counts each attempt first, so that concurrent
 * attempts cannot all pass, and gives back the ones that succeeded.
 */
export async function refundRateLimits(db: Db, hits: readonly RateLimitHit[]): Promise<void> {
  for (const { rule, subject } of hits) {
    await uncountHit(db, `${rule.name}:${subject.toLowerCase()}`);
  }
}
