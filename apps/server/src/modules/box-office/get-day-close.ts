import { hasPermission, type DayClose, type DayCloseDetails } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findDayClose, listShiftEntries, type DayCloseRow } from './box-office.repository.js';
import { cashEntryOf } from './cash-totals.js';

/** A day close as the API shows it (pure). */
export function dayCloseOf(row: DayCloseRow): DayClose {
  return {
    id: row.id,
    staff: { id: row.staff_id, name: row.staff_name },
    opened_at: row.opened_at === null ? null : new Date(row.opened_at).toISOString(),
    closed_at: new Date(row.closed_at).toISOString(),
    cash_taken: row.cash_taken,
    card_taken: row.card_taken,
    cash_refunded: row.cash_refunded,
    card_refunded: row.card_refunded,
    expected_cash: row.expected_cash,
    counted_cash: row.counted_cash,
    difference: row.difference,
    tickets_sold: row.tickets_sold,
    order_count: row.order_count,
    refund_count: row.refund_count,
    note: row.note,
  };
}

/**
 * GET /admin/box-office/day-closes/:id: a day close with the totals fixed when it was closed and
 * the sales and refunds it counted. Administrators open any close; anyone else only their own:
 * another staff member's close is not found for them (404, like a close that does not exist, so
 * ids cannot be probed).
 */
export async function getDayClose(
  db: Db,
  id: number,
  viewer: { id: number; roles: readonly string[] },
): Promise<DayCloseDetails> {
  const row = await findDayClose(db, id);
  if (!row || (!hasPermission(viewer, 'day_close_all') && row.staff_id !== viewer.id)) {
    throw new AppError('day_close_not_found');
  }
  const entries = await listShiftEntries(db, { closeId: id });
  return { ...dayCloseOf(row), entries: entries.map(cashEntryOf) };
}
