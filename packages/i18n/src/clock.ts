/*
 * The theatre's clock and calendar (pure): Budapest wall-clock time <-> instants, the Budapest
 * calendar day of an instant and the instants its days begin at. The server and the web app use
 * these, and only these; the time zone data comes from the runtime's Intl (ICU), nothing is
 * hard-coded about when the clocks change.
 *
 * Where a wall-clock time is not one instant (the clocks change in Budapest at 01:00 UTC on the
 * last Sunday of March, 02:00 -> 03:00, and of October, 03:00 -> 02:00), the rule is Temporal's
 * and RFC 5545's "compatible" one: a time the clocks skip is read as that long after (02:30 in
 * March is 03:30 summer time), a time that happens twice is the earlier (02:30 in October is
 * 02:30 summer time, 00:30 UTC).
 */

import { budapestDay, timeZone, toDate } from './calendar-day.js';

export { budapestDay, timeZone };

/** A Budapest wall-clock time's fields; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const fieldsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** The Budapest wall-clock time at an instant. */
export function budapestWallTime(instant: string | number | Date): WallTime {
  const fields: Record<string, number> = {};
  for (const part of fieldsFormat.formatToParts(toDate(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields['year'] ?? 0,
    month: fields['month'] ?? 1,
    day: fields['day'] ?? 1,
    hour: fields['hour'] ?? 0,
    minute: fields['minute'] ?? 0,
    second: fields['second'] ?? 0,
  };
}

const wallAsUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Minutes Budapest is ahead of UTC at an instant: 60 in winter, 120 in summer. */
export function budapestOffsetMinutes(instant: string | number | Date): number {
  const at = toDate(instant).getTime();
  const wholeSecond = Math.floor(at / 1000) * 1000;
  return Math.round((wallAsUtc(budapestWallTime(wholeSecond)) - wholeSecond) / minuteMs);
}

/**
 * The instant of a Budapest wall-clock time. A time the clocks skip (the spring change) is read
 * as that long after; a time that happens twice (the autumn change) is the earlier one.
 */
export function instantOfBudapestWallTime(wall: WallTime): Date {
  const asUtc = wallAsUtc(wall);
  // The offset changes at most once in a day: try the one from a day before and a day after.
  const offsetBefore = budapestOffsetMinutes(asUtc - dayMs);
  const offsetAfter = budapestOffsetMinutes(asUtc + dayMs);
  const candidates = [asUtc - offsetBefore * minuteMs, asUtc - offsetAfter * minuteMs]
    .filter((at) => wallAsUtc(budapestWallTime(at)) === asUtc)
    .sort((a, b) => a - b);
  // None: the clocks skip it; the offset from before the change moves it forward by the gap.
  return new Date(candidates[0] ?? asUtc - offsetBefore * minuteMs);
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads `YYYY-MM-DD` and `HH:mm[:ss]`; null when either is not a real day or time. */
export function parseBudapestWallTime(day: string, time = '00:00'): WallTime | null {
  const d = dayPattern.exec(day.trim());
  const t = timePattern.exec(time.trim());
  if (!d || !t) return null;
  const wall: WallTime = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
    second: t[3] === undefined ? 0 : Number(t[3]),
  };
  const probe = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  if (probe.getUTCMonth() !== wall.month - 1 || probe.getUTCDate() !== wall.day) return null;
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  return wall;
}

/**
 * The instant of a Budapest day and wall-clock time, e.g. (2026-12-03, '19:00') -> 18:00Z; throws
 * on an impossible day or time (see instantOfBudapestWallTime for the changes of the clocks).
 */
export function budapestWallTimeToInstant(day: string, time: string): Date {
  const wall = parseBudapestWallTime(day, time);
  if (!wall) throw new RangeError(`Not a day and time: ${day} ${time}`);
  return instantOfBudapestWallTime(wall);
}

const two = (value: number) => String(value).padStart(2, '0');

/** The `YYYY-MM-DD` day `days` after another (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** `YYYY-MM-DD` of the Budapest calendar day `days` after the day of `from`. */
export function budapestDayPlus(from: Date, days: number): string {
  return addDays(budapestDay(from), days);
}

/**
 * The instant a Budapest calendar day begins: 23:00 UTC the day before in winter, 22:00 in
 * summer. A day ends where the next begins, so the spring day has 23 hours and the autumn 25.
 */
export function budapestDayStart(day: string): Date {
  return budapestWallTimeToInstant(day, '00:00');
}

/** The instant after a Budapest calendar day: the start of the next. */
export function budapestDayEnd(day: string): Date {
  return budapestDayStart(nextDay(day));
}

/** An instant as a `datetime-local` value in Budapest time, `2026-12-03T19:00`. */
export function budapestLocalInput(instant: string | number | Date): string {
  const w = budapestWallTime(instant);
  return `${String(w.year)}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

const localPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * A `datetime-local` value (`2026-12-03T19:00`, seconds optional) read as Budapest time; null when
 * it is not a real day and time.
 */
export function instantOfBudapestLocalInput(value: string): Date | null {
  const match = localPattern.exec(value.trim());
  if (!match) return null;
  const wall = parseBudapestWallTime(match[1] ?? '', match[2] ?? '');
  return wall && instantOfBudapestWallTime(wall);
}

/**
 * ISO 8601 in Budapest time with its offset, to the second: `2025-10-06T07:00:34+02:00`, or with
 * `colon: false` `2025-10-06T07:00:34+0200`.
 */
export function budapestIsoTime(instant: Date, { colon = true } = {}): string {
  const w = budapestWallTime(instant);
  const offset = budapestOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${two(Math.floor(Math.abs(offset) / 60))}${colon ? ':' : ''}${two(Math.abs(offset) % 60)}`;
  return `${String(w.year)}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}${sign}${zone}`;
}
