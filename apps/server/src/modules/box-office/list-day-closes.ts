import { hasPermission, type DayClosesQuery, type DayClosesReply } from '@theatre/contracts';
import { budapestDayEnd, budapestDayStart } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { listDayCloses as listDayCloseRows, listDayCloseStaff } from './box-office.repository.js';
import { dayCloseOf } from './get-day-close.js';

/** Who asks for the closes: `day_close_all` sees everyone's, anyone else only their own. */
export interface DayCloseViewer {
  id: number;
  name: string;
  roles: readonly string[];
}

/**
 * GET /admin/box-office/day-closes: the day closes, newest first (at most 200), optionally of one
 * staff member and between two days (Budapest, both included), with the staff members for the
 * filter. An administrator sees every cashier's closes and everyone who has closed a day; a
 * cashier sees only their own, and the staff list names only them. A cashier's `staff_id` filter
 * naming someone else is an empty list (a filter never widens what they see, and is not dropped
 * silently either).
 */
export async function listDayCloses(
  db: Db,
  query: DayClosesQuery,
  viewer: DayCloseViewer,
): Promise<DayClosesReply> {
  const own = !hasPermission(viewer, 'day_close_all');
  const from = query.from === undefined ? undefined : budapestDayStart(query.from);
  const to = query.to === undefined ? undefined : budapestDayEnd(query.to);
  if (own) {
    const staff = [{ id: viewer.id, name: viewer.name }];
    if (query.staff_id !== undefined && query.staff_id !== viewer.id) return { items: [], staff };
    const rows = await listDayCloseRows(db, { staffId: viewer.id, from, to });
    return { items: rows.map(dayCloseOf), staff };
  }
  const [rows, staff] = await Promise.all([
    listDayCloseRows(db, { staffId: query.staff_id, from, to }),
    listDayCloseStaff(db),
  ]);
  return { items: rows.map(dayCloseOf), staff };
}
