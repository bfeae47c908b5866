import { timeZone } from '@theatre/i18n';

/*
 * The performance form's dates: typed as the theatre's wall-clock time (Budapest), whatever the
 * time zone of the computer the form is filled in on, and sent as instants (pure).
 */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of parts.formatToParts(new Date(instant))) fields[part.type] = part.value;
  return fields;
}

/** Budapest's offset from UTC at an instant, in milliseconds (3 600 000 or 7 200 000). */
function offsetAt(instant: number): number {
  const f = wallClock(instant);
  const asUtc = Date.UTC(
    Number(f['year']),
    Number(f['month']) - 1,
    Number(f['day']),
    Number(f['hour']),
    Number(f['minute']),
  );
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** An instant as a `datetime-local` input's value in Budapest time: `2026-12-03T19:00`. */
export function toBudapestInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const f = wallClock(time);
  return `${f['year'] ?? ''}-${f['month'] ?? ''}-${f['day'] ?? ''}T${f['hour'] ?? ''}:${f['minute'] ?? ''}`;
}

const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as Budapest time, as an ISO instant; null when empty or not a
 * time. In the hour the clocks go back the earlier one is meant; a time skipped when they go
 * forward is read as the hour after.
 */
export function fromBudapestInput(value: string): string | null {
  const match = inputPattern.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, ...number[]];
  if (year === undefined || month === undefined || day === undefined) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour ?? 0, minute ?? 0);
  const probe = new Date(asUtc);
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  // The offset changes only at a change of the clocks: try the one from before and from after.
  const before = asUtc - offsetAt(asUtc - 3 * 3_600_000);
  const after = asUtc - offsetAt(asUtc + 3 * 3_600_000);
  const instant =
    toBudapestInput(new Date(after).toISOString()) === value.trim() &&
    toBudapestInput(new Date(before).toISOString()) !== value.trim()
      ? after
      : before;
  return new Date(instant).toISOString();
}
