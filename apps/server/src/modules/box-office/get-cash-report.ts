import type { CashReport } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { findLatestDayClose, findStaffName, listShiftEntries } from './box-office.repository.js';
import { cashEntryOf, cashTotalsOf } from './cash-totals.js';

/**
 * GET /admin/box-office/cash-report: the caller's open shift: their box-office sales and the
 * refunds they paid out at the desk that no day close has counted yet, with the totals (cash and
 * card taken, cash and card refunded, the cash expected in the drawer, tickets sold, sales and
 * refunds) and the last close, which the close form sends back.
 */
export async function getCashReport(db: Db, staffId: number): Promise<CashReport> {
  const [staff, latest, rows] = await Promise.all([
    findStaffName(db, staffId),
    findLatestDayClose(db, staffId),
    listShiftEntries(db, { staffId, closeId: null }),
  ]);
  if (!staff) throw new AppError('unauthenticated');
  const entries = rows.map(cashEntryOf);
  const opened = latest?.closed_at ?? rows[0]?.at ?? null;
  return {
    staff: { id: staff.id, name: staff.name },
    previous_close_id: latest?.id ?? null,
    opened_at: opened === null ? null : new Date(opened).toISOString(),
    ...cashTotalsOf(entries),
    entries,
  };
}
