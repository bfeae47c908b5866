import type { ReportQuery, SeatedPerformancesReply } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { listSeatedEvents } from './seat-report.repository.js';

/**
 * GET /admin/reports/seating: the seated performances that start in the range (Budapest days),
 * earliest first, each with its number of seats: what the seat report can be asked for.
 */
export async function listSeatedPerformances(
  db: Queryable,
  range: ReportQuery,
): Promise<SeatedPerformancesReply> {
  const rows = await listSeatedEvents(db, range);
  return {
    performances: rows.map((row) => ({
      event_id: row.event_id,
      name: row.name,
      name_en: row.name_en,
      hall_name: row.hall_name,
      hall_name_en: row.hall_name_en,
      starts_at: row.starts_at.toISOString(),
      seats: row.seats,
    })),
  };
}
