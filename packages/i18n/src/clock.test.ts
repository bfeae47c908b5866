import { describe, expect, it } from 'vitest';
import {
  addDays,
  budapestDay,
  budapestDayEnd,
  budapestDayPlus,
  budapestDayStart,
  budapestIsoTime,
  budapestLocalInput,
  budapestOffsetMinutes,
  budapestWallTimeToInstant,
  instantOfBudapestLocalInput,
  nextDay,
} from './clock.js';
import { formatCountdown } from './format.js';

const iso = (day: string, time: string) => budapestWallTimeToInstant(day, time).toISOString();
const hour = 3_600_000;

describe('Budapest wall-clock time to an instant', () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(iso('2026-12-03', '19:00')).toBe('2026-12-03T18:00:00.000Z');
    expect(iso('2027-07-01', '19:00')).toBe('2027-07-01T17:00:00.000Z');
    expect(budapestOffsetMinutes(new Date('2026-12-03T18:00:00Z'))).toBe(60);
    expect(budapestOffsetMinutes(new Date('2027-07-01T17:00:00Z'))).toBe(120);
  });

  it('uses the offset of the day itself on the days the clocks change', () => {
    expect(iso('2027-03-28', '19:00')).toBe('2027-03-28T17:00:00.000Z');
    expect(iso('2026-10-25', '11:00')).toBe('2026-10-25T10:00:00.000Z');
  });

  // Last Sunday of March 2026: at 01:00 UTC the clocks go from 02:00 to 03:00.
  it('reads a time the spring change skips as that long after', () => {
    expect(iso('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29', '02:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(budapestLocalInput('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T03:30');
    expect(iso('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  // Last Sunday of October 2026: at 01:00 UTC the clocks go from 03:00 back to 02:00.
  it('reads a time the autumn change repeats as the earlier, summer-time one', () => {
    expect(iso('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(iso('2026-10-25', '02:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(iso('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '02:59')).toBe('2026-10-25T00:59:00.000Z');
    expect(iso('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
    // Both instants show the same wall-clock time.
    expect(budapestLocalInput('2026-10-25T00:30:00.000Z')).toBe('2026-10-25T02:30');
    expect(budapestLocalInput('2026-10-25T01:30:00.000Z')).toBe('2026-10-25T02:30');
  });

  it('refuses an impossible day or time', () => {
    expect(() => budapestWallTimeToInstant('2026-02-30', '19:00')).toThrow(RangeError);
    expect(() => budapestWallTimeToInstant('2026-02-03', '24:00')).toThrow(RangeError);
    expect(instantOfBudapestLocalInput('2026-02-30T19:00')).toBeNull();
    expect(instantOfBudapestLocalInput('holnap este')).toBeNull();
    expect(instantOfBudapestLocalInput(' 2026-12-03T19:00:30 ')?.toISOString()).toBe(
      '2026-12-03T18:00:30.000Z',
    );
  });

  it('round-trips every quarter hour across both changes of the clocks', () => {
    for (const start of ['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z']) {
      for (let at = Date.parse(start); at < Date.parse(start) + 12 * hour; at += hour / 4) {
        const back = instantOfBudapestLocalInput(budapestLocalInput(at));
        // The repeated autumn hour's second pass reads back as its first.
        const expected =
          budapestOffsetMinutes(at) === 60 && budapestOffsetMinutes(at - hour) === 120
            ? at - hour
            : at;
        expect(back?.getTime(), new Date(at).toISOString()).toBe(expected);
      }
    }
  });
});

describe('Budapest calendar days', () => {
  it('begins a day at local midnight: 23:00 UTC the day before in winter, 22:00 in summer', () => {
    expect(budapestDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(budapestDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(budapestDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(budapestDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('has 23 hours on the spring day and 25 on the autumn day', () => {
    const length = (day: string) =>
      (budapestDayEnd(day).getTime() - budapestDayStart(day).getTime()) / hour;
    expect(length('2026-03-28')).toBe(24);
    expect(length('2026-03-29')).toBe(23);
    expect(length('2026-10-25')).toBe(25);
    expect(length('2026-10-26')).toBe(24);
    expect(budapestDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(budapestDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('puts each instant of a changing day on that day, and none of the day after', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      const start = budapestDayStart(day).getTime();
      const end = budapestDayEnd(day).getTime();
      expect(budapestDay(new Date(start - 1))).toBe(addDays(day, -1));
      for (let at = start; at < end; at += hour / 2) expect(budapestDay(new Date(at))).toBe(day);
      expect(budapestDay(new Date(end - 1))).toBe(day);
      expect(budapestDay(new Date(end))).toBe(nextDay(day));
    }
  });

  it('counts days on the calendar', () => {
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(budapestDayPlus(new Date('2026-12-31T23:30:00Z'), 0)).toBe('2027-01-01');
    expect(budapestDayPlus(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
    expect(budapestDayPlus(new Date('2026-02-27T12:00:00Z'), 2)).toBe('2026-03-01');
    expect(budapestDayPlus(new Date('2026-03-28T23:30:00Z'), 1)).toBe('2026-03-30');
  });
});

describe('budapestIsoTime', () => {
  it('writes Budapest time with the offset of the moment', () => {
    expect(budapestIsoTime(new Date('2025-10-06T05:00:34.900Z'))).toBe('2025-10-06T07:00:34+02:00');
    expect(budapestIsoTime(new Date('2019-09-09T12:46:18Z'), { colon: false })).toBe(
      '2019-09-09T14:46:18+0200',
    );
    expect(budapestIsoTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(budapestIsoTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
    expect(budapestIsoTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds, both two digits', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(581_000)).toBe('09:41');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(9_000)).toBe('00:09');
    expect(formatCountdown(3_725_000)).toBe('62:05');
  });

  it('rounds up to the second, reaching 00:00 only at the end', () => {
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(581_200)).toBe('09:42');
    expect(formatCountdown(4_001)).toBe('00:05');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('reads 00:00 for a time already up or nonsense', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
