import type { StaffAlert } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { alertView } from './alert-view.js';
import { findAlert, lockAlert, markAlertSettled } from './alerts.repository.js';

/**
 * POST /admin/alerts/:id/settle (administrators): a person looked into it and says how it was
 * settled (the note, required). One transaction with the alert's row locked, so two settlements
 * record one (the other is 409); audited on its order as `alert.settled` with the note. Settling
 * changes no money: whatever the matter needed (a refund at SimplePay, a sale at the desk) is done
 * where it belongs.
 */
export async function settleAlert(
  deps: { db: Db },
  input: { alertId: number; note: string; actorId: number },
): Promise<StaffAlert> {
  await deps.db.transaction().execute(async (trx) => {
    const alert = await lockAlert(trx, input.alertId);
    if (!alert) throw new AppError('alert_not_found');
    if (alert.settled_at !== null) throw new AppError('alert_already_settled');
    await markAlertSettled(trx, alert.id, { settled_by: input.actorId, note: input.note });
    await recordAudit(trx, {
      action: 'alert.settled',
      entity: alert.order_id === null ? 'alert' : 'order',
      entityId: alert.order_id ?? alert.id,
      actorId: input.actorId,
      data: { alert_id: alert.id, kind: alert.kind, note: input.note },
    });
  });
  const settled = await findAlert(deps.db, input.alertId);
  if (!settled) throw new AppError('alert_not_found');
  return alertView(settled);
}
