/** Milliseconds of hold left at `now` (pure): never negative; 0 when there is no hold. */
export function remainingMs(expiresAt: number | null, now: number): number {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return 0;
  return Math.max(0, expiresAt - now);
}

/** The last minute: the countdown turns urgent. */
export const urgentMs = 60_000;
