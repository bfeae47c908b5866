import type { PerformanceCopiesBody, PerformanceSeriesBody } from '@theatre/contracts';
import { budapestDateFormat, type Locale } from '@theatre/i18n';
import { fromBudapestInput } from './programme-time';

/*
 * Copying a performance to other dates (decision 0041), the form's pure part: the dates typed as
 * Budapest wall-clock times, or a weekly pattern, as the API's bodies.
 */

export type SeriesMode = 'dates' | 'weekly';

/** The weekly pattern as the form holds it: days `YYYY-MM-DD`, time `HH:MM`, '' for none. */
export interface WeeklyValues {
  from: string;
  to: string;
  weekdays: number[];
  time: string;
  skip: string[];
}

/** 1 = Monday … 7 = Sunday, the API's numbering. */
export const weekdayNumbers = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the interface language (`hétfő`, `Monday`), from a Monday in January 2024. */
export function weekdayName(locale: Locale, weekday: number): string {
  const day = new Date(Date.UTC(2024, 0, weekday, 12));
  return budapestDateFormat(locale, { weekday: 'long' }).format(day);
}

/**
 * The copies' body from the dates typed (`datetime-local` values in Budapest time): blank rows
 * left out, the rest in date order, each start once. `invalid`: the rows that are not a time.
 */
export function copiesBodyOf(dates: readonly string[]): {
  body: PerformanceCopiesBody;
  invalid: number[];
} {
  const invalid: number[] = [];
  const starts = new Set<string>();
  dates.forEach((value, index) => {
    if (value.trim() === '') return;
    const instant = fromBudapestInput(value);
    if (instant === null) invalid.push(index);
    else starts.add(instant);
  });
  return { body: { starts_at: [...starts].sort() }, invalid };
}

/** The series' body from the pattern: weekdays in order, skipped days without blanks and repeats. */
export function seriesBodyOf(values: WeeklyValues, preview: boolean): PerformanceSeriesBody {
  return {
    from: values.from,
    to: values.to,
    weekdays: [...new Set(values.weekdays)].sort((a, b) => a - b),
    time: values.time.trim(),
    skip: [...new Set(values.skip.filter((day) => day.trim() !== ''))].sort(),
    preview,
  };
}
