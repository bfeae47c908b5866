import { describe, expect, it } from 'vitest';
import {
  sessionEndsAt,
  sessionLimitsOf,
  sessionStateOf,
  staffIdleMinutesOf,
} from './session-lifetime.js';

const minute = 60_000;
const start = new Date('2026-11-28T08:00:00Z');
const session = (activeAfterMs: number, storedEndMs = 30 * 24 * 60 * minute) => ({
  created_at: start,
  expires_at: new Date(start.getTime() + storedEndMs),
  last_active_at: new Date(start.getTime() + activeAfterMs),
});
const at = (ms: number) => new Date(start.getTime() + ms);

describe('session lifetimes (decision 0055)', () => {
  it('gives staff the idle setting and 12 hours, customers 7 idle days and 30 days', () => {
    expect(sessionLimitsOf({ roles: ['administrator'] }, 30)).toEqual({
      absoluteMs: 12 * 60 * minute,
      idleMs: 30 * minute,
    });
    expect(sessionLimitsOf({ roles: ['box_office'] }, 5).idleMs).toBe(5 * minute);
    expect(sessionLimitsOf({ roles: [] }, 5)).toEqual({
      absoluteMs: 30 * 24 * 60 * minute,
      idleMs: 7 * 24 * 60 * minute,
    });
  });

  it('reads the idle setting only when it is a whole number from 5 to 240', () => {
    expect(staffIdleMinutesOf({ staff_idle_minutes: 45 })).toBe(45);
    for (const bad of [
      null,
      'x',
      {},
      { staff_idle_minutes: 4 },
      { staff_idle_minutes: 241 },
      { staff_idle_minutes: 7.5 },
    ]) {
      expect(staffIdleMinutesOf(bad)).toBe(30);
    }
  });

  it('ends a session idle too long or past its lifetime, whichever comes first', () => {
    const staff = sessionLimitsOf({ roles: ['administrator'] }, 30);
    expect(sessionStateOf(session(0), staff, at(29 * minute))).toBe('live');
    expect(sessionStateOf(session(0), staff, at(30 * minute))).toBe('idle');
    expect(sessionStateOf(session(11 * 60 * minute), staff, at(12 * 60 * minute))).toBe('lifetime');
    // A customer's 30-day token of someone made staff ends 12 hours after it began.
    expect(sessionEndsAt(session(0), staff)).toEqual(at(12 * 60 * minute));
    expect(sessionEndsAt(session(0, 60 * minute), staff)).toEqual(at(60 * minute));
  });
});
