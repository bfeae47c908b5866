import type { DayClosesQuery, DayClosesReply } from '@theatre/contracts';
import { budapestDayEnd, budapestDayStart } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { listDayCloses as listDayCloseRows, listDayCloseStaff } from './box-office.repository.js';
import { dayCloseOf } from './get-day-close.js';

/**
 * GET /admin/box-office/day-closes (administrators): the day closes of every cashier, newest first
 * (at most 200), optionally of one staff member and between two days (Budapest, both included),
 * with everyone who has closed a day for the filter.
 */
export async function listDayCloses(db: Db, query: DayClosesQuery): Promise<DayClosesReply> {
  const [rows, staff] = await Promise.all([
    listDayCloseRows(db, {
      staffId: query.staff_id,
      from: query.from === undefined ? undefined : budapestDayStart(query.from),
      to: query.to === undefined ? undefined : budapestDayEnd(query.to),
    }),
    listDayCloseStaff(db),
  ]);
  return { items: rows.map(dayCloseOf), staff };
}
