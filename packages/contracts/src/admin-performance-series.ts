import { z } from 'zod';
import { programmeInstant } from './admin-programme.js';

/*
 * Performances made in series (decision 0041): a performance copied to other dates, or to every
 * matching day of a weekly pattern. A copy is a new unpublished performance of the same
 * production in the same hall with the same ticket types, fee, VIP flag and sale window (shifted
 * with the start); a seated one takes the hall's map with the original's zones and blocks.
 */

/** The most performances one request makes. */
export const seriesMaxPerformances = 60;
/** The longest range a pattern may span, in days (a year and a little). */
export const seriesMaxDays = 400;

/** A calendar day that exists, `YYYY-MM-DD` (Budapest), of this century. */
export const seriesDay = z
  .string('validation.required')
  .regex(/^20\d{2}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'validation.date');

/** A wall-clock time `HH:MM` of the day (00:00–23:59). */
export const seriesTime = z
  .string('validation.required')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.series_time');

/** POST /admin/performances/:id/copies: the starts of the copies (instants with their offset). */
export const performanceCopiesBody = z.object({
  starts_at: z
    .array(programmeInstant, 'validation.required')
    .min(1, 'validation.series_empty')
    .max(seriesMaxPerformances, 'validation.series_too_long'),
});
export type PerformanceCopiesBody = z.infer<typeof performanceCopiesBody>;

/**
 * POST /admin/performances/:id/series: every day from `from` to `to` (both included) whose
 * weekday is one of `weekdays` (1 = Monday … 7 = Sunday), at `time` Budapest wall-clock time,
 * but the `skip` days and the original's own start. `preview: true` answers the starts (200)
 * and makes nothing.
 */
export const performanceSeriesBody = z
  .object({
    from: seriesDay,
    to: seriesDay,
    weekdays: z
      .array(z.number('validation.required').int().min(1).max(7), 'validation.required')
      .min(1, 'validation.series_weekdays')
      .max(7),
    time: seriesTime,
    skip: z.array(seriesDay, 'validation.invalid_type').max(seriesMaxDays).default([]),
    preview: z.boolean('validation.invalid_type').default(false),
  })
  .superRefine((value, context) => {
    const from = Date.parse(`${value.from}T00:00:00Z`);
    const to = Date.parse(`${value.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to < from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
    } else if ((to - from) / 86_400_000 + 1 > seriesMaxDays) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.series_range_long' });
    }
  });
export type PerformanceSeriesBody = z.input<typeof performanceSeriesBody>;

/** One performance a copy or a series made. */
export const seriesPerformance = z.object({
  id: z.number().int(),
  url: z.string(),
  starts_at: z.string(),
});
export type SeriesPerformance = z.infer<typeof seriesPerformance>;

/** 201 of both: the new performances in date order, and the message to show. */
export const performanceCopiesReply = z.object({
  message: z.string(),
  performances: z.array(seriesPerformance),
});
export type PerformanceCopiesReply = z.infer<typeof performanceCopiesReply>;

/** 200 of a series' preview: the starts it would make, in date order (nothing is made). */
export const performanceSeriesPreview = z.object({
  starts_at: z.array(z.string()),
});
export type PerformanceSeriesPreview = z.infer<typeof performanceSeriesPreview>;

/**
 * A performance's web address from its title and its Budapest day: `Bánk bán`, 2026-12-03 →
 * `bank-ban-2026-12-03` (the form's suggestion, and a copy's address before a suffix makes it
 * unique).
 */
export function performanceSlugOf(name: string, day: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  const slug = [base || 'eloadas', day].filter(Boolean).join('-');
  return /[a-z]/.test(slug) ? slug : `eloadas-${slug}`;
}
