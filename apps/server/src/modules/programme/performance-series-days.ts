import { seriesMaxPerformances } from '@theatre/contracts';
import { addDays, budapestLocalInput, budapestWallTimeToInstant } from '@theatre/i18n';
import type { FieldErrors } from '../../lib/app-error.js';

/** A weekly pattern as the contract checked it (days exist, `to` not before `from`, time HH:MM). */
export interface SeriesPattern {
  from: string;
  to: string;
  /** 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  time: string;
  skip: readonly string[];
}

/** The ISO weekday of a calendar day, 1 = Monday … 7 = Sunday (calendar arithmetic only). */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The starts of a weekly series (pure): every day of the range on one of the weekdays, not
 * skipped, at the Budapest wall-clock time (the one clock of @theatre/i18n, so 19:00 stays 19:00
 * across the changes of the clocks), without `exclude` (the original's own start), in order.
 * The 422s, per field: no day matches (`weekdays`), more than the most one request makes
 * (`to`), or the time does not exist on a day because the clocks skip it (`time`).
 */
export function seriesStarts(
  pattern: SeriesPattern,
  exclude: Date | null,
): { starts: Date[] } | { errors: FieldErrors } {
  const weekdays = new Set(pattern.weekdays);
  const skip = new Set(pattern.skip);
  const starts: Date[] = [];
  const skipped: string[] = [];
  for (let day = pattern.from; day <= pattern.to; day = addDays(day, 1)) {
    if (!weekdays.has(isoWeekday(day)) || skip.has(day)) continue;
    const start = budapestWallTimeToInstant(day, pattern.time);
    // A time the clocks skip that night (the spring change) would silently move an hour later.
    if (budapestLocalInput(start) !== `${day}T${pattern.time}`) {
      skipped.push(day);
      continue;
    }
    if (exclude !== null && start.getTime() === exclude.getTime()) continue;
    starts.push(start);
  }
  if (skipped.length > 0) {
    return {
      errors: {
        time: [{ key: 'validation.series_time_skipped', params: { days: skipped.join(', ') } }],
      },
    };
  }
  if (starts.length === 0) return { errors: { weekdays: [{ key: 'validation.series_no_day' }] } };
  if (starts.length > seriesMaxPerformances) {
    return {
      errors: {
        to: [
          {
            key: 'validation.series_too_many',
            params: { count: starts.length, max: seriesMaxPerformances },
          },
        ],
      },
    };
  }
  return { starts };
}
