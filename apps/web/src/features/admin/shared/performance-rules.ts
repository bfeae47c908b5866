import type { StaffPerformance } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';

/*
 * The staff performance lists' rules, pure: a route's event id, and the performances grouped by
 * Budapest day for the pickers (the door's, the box office's).
 */

/** The event id of a route parameter, or null when it cannot be one. */
export function parseEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface PerformanceDay {
  /** YYYY-MM-DD in Budapest. */
  day: string;
  /** Today, tomorrow, or a later day. */
  relative: 'today' | 'tomorrow' | 'later';
  performances: StaffPerformance[];
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The performances by Budapest day, in time order (today's first), for the door's picker. */
export function groupByDay(performances: readonly StaffPerformance[], now: Date): PerformanceDay[] {
  const today = budapestDay(now);
  const tomorrow = nextDay(today);
  const days = new Map<string, StaffPerformance[]>();
  const sorted = [...performances].sort(
    (a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id - b.id,
  );
  for (const performance of sorted) {
    const day = budapestDay(performance.starts_at);
    const list = days.get(day);
    if (list) list.push(performance);
    else days.set(day, [performance]);
  }
  return [...days.entries()].map(([day, list]) => ({
    day,
    relative: day === today ? 'today' : day === tomorrow ? 'tomorrow' : 'later',
    performances: list,
  }));
}
