import { seatName, seatOfStored, type CheckInSummary } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  countAdmissionsByDoor,
  findPerformance,
  listDoorConflicts,
} from './check-in.repository.js';

/**
 * The door screen's header: the performance, the tickets that admit to it (valid tickets of paid
 * orders), how many of them were admitted, and by which door, and the admissions flagged as conflicts (decision 0042). A ticket admitted and cancelled
 * afterwards no longer counts, so `admitted` never exceeds `valid`. 404 for an unknown performance.
 */
export async function getCheckInSummary(
  deps: { db: Db },
  eventId: number,
  locale: Locale = 'hu',
): Promise<CheckInSummary> {
  const performance = await findPerformance(deps.db, eventId);
  if (!performance) throw new AppError('event_not_found');
  const groups = await countAdmissionsByDoor(deps.db, eventId);
  const doors = groups
    .filter((group) => group.door !== null && group.admitted > 0)
    .map((group) => ({
      door: group.door ?? '',
      admitted: group.admitted,
      last_checked_in_at: new Date(group.last_checked_in_at ?? 0).toISOString(),
    }))
    .sort((a, b) => b.admitted - a.admitted || a.door.localeCompare(b.door, 'hu'));
  return {
    event: { ...performance, starts_at: performance.starts_at.toISOString() },
    valid: groups.reduce((sum, group) => sum + group.tickets, 0),
    admitted: groups.reduce((sum, group) => sum + group.admitted, 0),
    doors,
    conflicts: (await listDoorConflicts(deps.db, eventId)).map((row) => {
      const seat = seatOfStored(row.seat);
      return {
        code: row.code,
        order_id: row.order_id,
        type_name: (locale === 'en' && row.type_name_en) || row.type_name,
        ...(seat ? { seat: seatName(seat, locale) } : {}),
        admitted_at: row.admitted_at.toISOString(),
        door: row.door,
        by: row.by_name,
        offline: row.scan_id !== null,
        kept_at: row.kept_at ? row.kept_at.toISOString() : null,
        kept_door: row.kept_door,
      };
    }),
  };
}
