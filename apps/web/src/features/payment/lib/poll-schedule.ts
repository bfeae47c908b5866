/** The pending page asks for the payment's state for at most this long, then says so. */
export const pollWindowMs = 120_000;

/** Waits between the questions: quick at first (the IPN usually comes in seconds), then slower. */
const delays = [1500, 1500, 1500, 2000, 2000, 3000, 3000, 5000] as const;
const longest = 5000;

/**
 * How long to wait before asking again after `attempts` answers (or failures), or null when the
 * next question would fall past the window that started `elapsedMs` ago (pure).
 */
export function nextPollDelay(attempts: number, elapsedMs: number): number | null {
  const delay = delays[Math.max(0, attempts - 1)] ?? longest;
  return elapsedMs + delay > pollWindowMs ? null : delay;
}
