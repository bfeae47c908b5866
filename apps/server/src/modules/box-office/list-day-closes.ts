import type { DayClosesQuery, DayClosesReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { listDayCloses as listDayCloseRows, listDayCloseStaff } from './box-office.repository.js';
import { budapestMidnight, nextDay } from './cash-totals.js';
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
      from: query.from === undefined ? undefined : budapestMidnight(query.from),
      to: query.to === undefined ? undefined : budapestMidnight(nextDay(query.to)),
    }),
    listDayCloseStaff(db),
  ]);
  return { items: rows.map(dayCloseOf), staff };
}
