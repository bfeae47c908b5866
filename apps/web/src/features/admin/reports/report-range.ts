import { reportMaxDays } from '@theatre/contracts';
import { budapestDateFormat, localeNumberFormat } from '@theatre/i18n';

/** A report's range: Budapest days, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

export const reportPresets = ['this_month', 'last_month', 'last_30', 'next_30'] as const;
export type ReportPreset = (typeof reportPresets)[number];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

function parseDay(day: string): number {
  return dayPattern.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A day some days later (or earlier) (pure). */
export function addDays(day: string, days: number): string {
  return dayOf(parseDay(day) + days * dayMs);
}

/** The range of a quick choice, from today's Budapest day (pure). */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = (y: number, m: number) => dayOf(Date.UTC(y, m - 1, 1));
  const monthEnd = (y: number, m: number) => dayOf(Date.UTC(y, m, 0));
  switch (preset) {
    case 'this_month':
      return { from: monthStart(year, month), to: monthEnd(year, month) };
    case 'last_month': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: monthStart(y, m), to: monthEnd(y, m) };
    }
    case 'last_30':
      return { from: addDays(today, -29), to: today };
    case 'next_30':
      return { from: today, to: addDays(today, 29) };
  }
}

/** Whether the server takes the range: real days, in order, at most 400 of them (pure). */
export function isValidRange(range: ReportRange): boolean {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  if (dayOf(from) !== range.from || dayOf(to) !== range.to) return false;
  return to >= from && (to - from) / dayMs + 1 <= reportMaxDays;
}

/** The range in the page's address, or this month's (pure). */
export function rangeFromParams(params: URLSearchParams, today: string): ReportRange {
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return isValidRange(range) ? range : presetRange('this_month', today);
}

/** The quick choice a range is, if any (pure). */
export function presetOf(range: ReportRange, today: string): ReportPreset | null {
  return (
    reportPresets.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** A percentage with the language's decimal mark (pure). */
export function formatPercent(value: number, locale: 'hu' | 'en'): string {
  return `${localeNumberFormat(locale, { maximumFractionDigits: 1 }).format(value)}%`;
}

/** A day as a chart's axis shows it: `12. 03.` / `3 Dec` (pure). */
export function shortDay(day: string, locale: 'hu' | 'en'): string {
  // Noon UTC is the same calendar day in Budapest, on either side of a daylight-saving change.
  return budapestDateFormat(locale, {
    month: locale === 'hu' ? '2-digit' : 'short',
    day: locale === 'hu' ? '2-digit' : 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}
