/** Milliseconds of hold left at `now` (pure): never negative; 0 when there is no hold. */
export function remainingMs(expiresAt: number | null, now: number): number {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return 0;
  return Math.max(0, expiresAt - now);
}

/** The last minute: the countdown turns urgent. */
export const urgentMs = 60_000;

/**
 * The hold's time left in whole minutes, rounded up (pure): what a toast says ("still 7 minutes");
 * a fresh hold is 10, its last seconds 1; nothing left is 0.
 */
export function minutesLeft(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.ceil(ms / 60_000);
}
