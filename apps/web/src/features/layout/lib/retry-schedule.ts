/**
 * Delay before the next availability probe: 10 s, then 20 s, 40 s, and at most 60 s (pure).
 * The client keeps probing until it gets 200 (docs/product.md §2; the original gave up after one
 * failure: decision 0004).
 */
export function retryDelayMs(failedProbes: number, initialMs = 10_000, maxMs = 60_000): number {
  const attempt = Math.max(0, Math.floor(failedProbes));
  return Math.min(initialMs * 2 ** Math.min(attempt, 16), maxMs);
}

/** Whole seconds shown in the countdown (10 000 ms → 10, 1 ms → 1, 0 → 0). */
export function secondsLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
