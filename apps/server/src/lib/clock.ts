import { timeZone } from '@theatre/i18n';

/** The source of "now"; use cases take it so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Budapest is ahead of UTC at the given instant (60 in winter, 120 in summer). */
function budapestOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** ISO 8601 in Budapest time with its offset: `2025-10-06T07:00:34+02:00`. */
export function budapestIsoTime(instant: Date): string {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const offset = budapestOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${hours}:${minutes}`;
}

/** The instant of a Budapest wall-clock time, e.g. (2026-12-03, '19:00') -> 18:00Z. */
export function budapestWallTimeToInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  let instant = new Date(guess - budapestOffsetMinutes(new Date(guess)) * 60_000);
  // Near a DST change the first guess can be off by the change; a second pass settles it.
  instant = new Date(guess - budapestOffsetMinutes(instant) * 60_000);
  return instant;
}

/** `YYYY-MM-DD` of the Budapest calendar day `days` after the day of `from`. */
export function budapestDayPlus(from: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(from);
  const [y, m, d] = today.split('-').map(Number);
  const shifted = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}
