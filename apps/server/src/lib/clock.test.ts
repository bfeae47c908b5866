import { describe, expect, it } from 'vitest';
import { budapestDayPlus, budapestWallTimeToInstant } from './clock.js';

describe('budapestWallTimeToInstant', () => {
  it('uses CET in winter and CEST in summer', () => {
    expect(budapestWallTimeToInstant('2026-12-03', '19:00').toISOString()).toBe(
      '2026-12-03T18:00:00.000Z',
    );
    expect(budapestWallTimeToInstant('2027-07-01', '19:00').toISOString()).toBe(
      '2027-07-01T17:00:00.000Z',
    );
  });

  it('handles the days of the clock change', () => {
    expect(budapestWallTimeToInstant('2027-03-28', '19:00').toISOString()).toBe(
      '2027-03-28T17:00:00.000Z',
    );
    expect(budapestWallTimeToInstant('2026-10-25', '11:00').toISOString()).toBe(
      '2026-10-25T10:00:00.000Z',
    );
  });
});

describe('budapestDayPlus', () => {
  it('counts calendar days in Budapest, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Budapest.
    expect(budapestDayPlus(new Date('2026-12-31T23:30:00Z'), 0)).toBe('2027-01-01');
    expect(budapestDayPlus(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
    expect(budapestDayPlus(new Date('2026-02-27T12:00:00Z'), 2)).toBe('2026-03-01');
  });
});
