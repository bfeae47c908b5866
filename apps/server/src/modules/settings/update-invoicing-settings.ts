import type { AdminSettings, InvoicingSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { invoicingSettingsOf } from './get-invoicing-settings.js';
import { getStaffSettings } from './get-staff-settings.js';
import { lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';

/**
 * PUT /admin/settings/invoicing (administrators): how an invoice is corrected after a refund of
 * some of its tickets, `reissue` (a sztornó and a new invoice) or `modify` (a modifying invoice,
 * decision 0052). One transaction with the setting's row locked, audited as
 * `settings.invoicing_updated` with the change. Only corrections recorded later follow it.
 */
export async function updateInvoicingSettings(
  db: Db,
  input: { body: InvoicingSettingsBody; actorId: number; client?: SecurityClient },
): Promise<AdminSettings> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'invoicing');
    const before = invoicingSettingsOf(row?.value);
    const after = { invoice_correction: input.body.invoice_correction };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return;
    await saveSetting(trx, 'invoicing', after);
    await recordAudit(trx, {
      action: 'settings.invoicing_updated',
      entity: 'settings',
      entityId: 'invoicing',
      actorId: input.actorId,
      data: { changes },
    });
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'invoicing', fields: Object.keys(changes) },
    });
  });
  return getStaffSettings(db);
}
