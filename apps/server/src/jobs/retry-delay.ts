export const retryBaseMs = 5_000;
export const retryCapMs = 15 * 60_000;

/**
 * The wait before the next run after the `attempt`-th run failed: 5 s, 10 s, 20 s, … at most
 * 15 minutes, each ±20 % so a burst of failures (an SMTP outage) does not come back all at once.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(retryCapMs, retryBaseMs * 2 ** Math.max(0, attempt - 1));
  const jitter = 0.8 + 0.4 * Math.min(1, Math.max(0, random()));
  return Math.round(Math.min(retryCapMs, exponential * jitter));
}
