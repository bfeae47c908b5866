import type { PerformanceSeriesBody, SeriesPerformance } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { copyPerformance } from './copy-performance.js';
import { seriesStarts } from './performance-series-days.js';
import { findPerformanceRow } from './programme.repository.js';

type SeriesInput = Required<Omit<PerformanceSeriesBody, 'preview'>>;

/**
 * The starts of a weekly series of a performance (POST /admin/performances/:id/series with
 * `preview`): the pattern's days at its Budapest time, without the original's own start; 404 for
 * an unknown performance, 422 per field for a pattern that makes none, too many, or meets a time
 * the clocks skip.
 */
export async function previewPerformanceSeries(
  db: Db,
  input: { eventId: number; pattern: SeriesInput },
): Promise<Date[]> {
  const original = await findPerformanceRow(db, input.eventId);
  if (!original) throw new AppError('performance_not_found');
  const result = seriesStarts(input.pattern, new Date(original.starts_at));
  if ('errors' in result) throw AppError.validation(result.errors);
  return result.starts;
}

/** The series made: copies of the performance at each of its starts (copyPerformance). */
export async function generatePerformanceSeries(
  deps: { db: Db },
  input: { eventId: number; pattern: SeriesInput; actorId: number },
): Promise<SeriesPerformance[]> {
  const starts = await previewPerformanceSeries(deps.db, input);
  return copyPerformance(deps, { eventId: input.eventId, starts, actorId: input.actorId });
}
