/** Milliseconds of hold left at `now` (pure): never negative; 0 when there is no hold. */
export function remainingMs(expiresAt: number | null, now: number): number {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return 0;
  return Math.max(0, expiresAt - now);
}

/**
 * `mm:ss` of a duration (pure; spec section 4). Seconds round up, so the display reaches 00:00
 * exactly when the hold ends and a fresh 10-minute hold reads 10:00.
 */
export function formatCountdown(ms: number): string {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The last minute: the countdown turns urgent. */
export const urgentMs = 60_000;
