import type { DayCloseDetails } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  findLatestDayClose,
  insertDayClose,
  listShiftEntries,
  lockStaffDayClose,
  stampShift,
} from './box-office.repository.js';
import { cashEntryOf, cashTotalsOf } from './cash-totals.js';
import { getDayClose } from './get-day-close.js';

export interface CloseDayInput {
  staffId: number;
  /** The last close the caller's report showed (null: none yet). */
  previousCloseId: number | null;
  countedCash: number;
  note: string | null;
}

/**
 * POST /admin/box-office/day-closes: closes the caller's shift in one transaction under their
 * day-close lock (a transaction-scoped advisory lock per staff member): the shift's entries are
 * read, the close is recorded with their totals fixed at this moment and the difference counted −
 * expected, and exactly those entries are stamped with it, so each sale and refund is counted in
 * one close only and the next shift starts empty. A sale or refund committed meanwhile is not
 * among them and belongs to the next shift.
 *
 * Refused with 409 `day_close_conflict` when the caller's last close is not the one their report
 * showed (closed meanwhile, in another tab or by a double click: of two concurrent closes one
 * succeeds), and 409 `day_close_empty` when there is nothing to close. Audited as
 * `box_office.day_closed` with the staff member.
 */
export async function closeDay(db: Db, input: CloseDayInput): Promise<DayCloseDetails> {
  const closeId = await db.transaction().execute(async (trx) => {
    await lockStaffDayClose(trx, input.staffId);
    const latest = await findLatestDayClose(trx, input.staffId);
    if ((latest?.id ?? null) !== input.previousCloseId) throw new AppError('day_close_conflict');
    const rows = await listShiftEntries(trx, { staffId: input.staffId, closeId: null });
    if (rows.length === 0) throw new AppError('day_close_empty');
    const totals = cashTotalsOf(rows.map(cashEntryOf));
    const opened = latest?.closed_at ?? rows[0]?.at ?? null;
    const close = await insertDayClose(trx, {
      staff_id: input.staffId,
      previous_id: latest?.id ?? null,
      opened_at: opened,
      ...totals,
      counted_cash: input.countedCash,
      difference: input.countedCash - totals.expected_cash,
      note: input.note,
    });
    const orderIds = rows.filter((row) => row.kind === 'sale').map((row) => row.id);
    const refundIds = rows.filter((row) => row.kind === 'refund').map((row) => row.id);
    const stamped = await stampShift(trx, close.id, { orderIds, refundIds });
    // Another close stamped some of them meanwhile (it cannot under the lock; never count twice).
    if (stamped !== rows.length) throw new AppError('day_close_conflict');
    await recordAudit(trx, {
      action: 'box_office.day_closed',
      entity: 'day_close',
      entityId: close.id,
      actorId: input.staffId,
      data: {
        ...totals,
        counted_cash: input.countedCash,
        difference: input.countedCash - totals.expected_cash,
        order_ids: orderIds,
        refund_ids: refundIds,
      },
    });
    return close.id;
  });
  // The caller closed it: their own close, which anyone may open.
  return getDayClose(db, closeId, { id: input.staffId, roles: [] });
}
