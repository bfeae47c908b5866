import { isStaff, staffIdleMinutes, type WithRoles } from '@theatre/contracts';
import { lifetimes } from './account-rules.js';

/** How long a session of a role lives at most, and without the user's own request (pure). */
export interface SessionLimits {
  absoluteMs: number;
  idleMs: number;
}

/**
 * Decision 0055: staff sessions end after the administrators' idle limit (30 minutes unless
 * changed) and after 12 hours in any case; customers' after 7 days idle and 30 days in any case.
 * Read with the roles of the request, so a promotion or demotion applies to live sessions at once;
 * any staff role (decision 0057) makes a staff session.
 */
export function sessionLimitsOf(user: WithRoles, staffIdle: number): SessionLimits {
  return isStaff(user)
    ? { absoluteMs: lifetimes.staffSession, idleMs: staffIdle * 60_000 }
    : { absoluteMs: lifetimes.session, idleMs: lifetimes.sessionIdle };
}

/** The stored 'sessions' setting's idle limit when it is a whole number in range, else 30 (pure). */
export function staffIdleMinutesOf(stored: unknown): number {
  const value =
    stored !== null && typeof stored === 'object'
      ? (stored as Record<string, unknown>)['staff_idle_minutes']
      : undefined;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= staffIdleMinutes.min &&
    value <= staffIdleMinutes.max
    ? value
    : staffIdleMinutes.default;
}

export interface SessionTimes {
  created_at: Date;
  expires_at: Date;
  last_active_at: Date;
}

/** When the session ends at the latest: the stored end, or sooner by the role's lifetime (pure). */
export function sessionEndsAt(session: SessionTimes, limits: SessionLimits): Date {
  return new Date(
    Math.min(session.expires_at.getTime(), session.created_at.getTime() + limits.absoluteMs),
  );
}

/** Live, or why not: its lifetime is over, or it was idle too long (pure). */
export function sessionStateOf(
  session: SessionTimes,
  limits: SessionLimits,
  now: Date,
): 'live' | 'lifetime' | 'idle' {
  if (sessionEndsAt(session, limits).getTime() <= now.getTime()) return 'lifetime';
  if (now.getTime() - session.last_active_at.getTime() >= limits.idleMs) return 'idle';
  return 'live';
}
