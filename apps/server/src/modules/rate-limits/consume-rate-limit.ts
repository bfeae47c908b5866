import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { countHit } from './rate-limits.repository.js';

export interface RateLimitRule {
  /** What is limited, e.g. `login:email`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** One hit of a rule for a subject (an e-mail address, an IP address, a cart). */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
}

/**
 * Counts a hit against each rule for its subject (an e-mail address, an IP address) and refuses
 * with 429 when one is over its limit (`refusal` says how; the generic `rate_limited` by default).
 * The counters live in PostgreSQL, so they hold across every
 * process behind the load balancer.
 */
export async function consumeRateLimits(
  db: Db,
  clock: Clock,
  hits: readonly RateLimitHit[],
  refusal: (seconds: number) => AppError = (seconds) => new AppError('rate_limited', { seconds }),
): Promise<void> {
  const now = clock.now();
  let retryAfterMs = 0;
  for (const { rule, subject } of hits) {
    const { count, window_ends_at } = await countHit(
      db,
      `${rule.name}:${subject.toLowerCase()}`,
      now,
      rule.windowMs,
    );
    if (count > rule.limit) {
      retryAfterMs = Math.max(retryAfterMs, window_ends_at.getTime() - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw refusal(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
