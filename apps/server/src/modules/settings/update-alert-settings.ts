import type { AdminSettings, AlertSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { alertSettingsOf } from './get-alert-settings.js';
import { getStaffSettings } from './get-staff-settings.js';
import { lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';

/**
 * PUT /admin/settings/alerts (administrators): the address alerts are e-mailed to (empty: none).
 * One transaction with the setting's row locked, audited as `settings.alerts_updated` with the
 * change.
 */
export async function updateAlertSettings(
  db: Db,
  input: { body: AlertSettingsBody; actorId: number; client?: SecurityClient },
): Promise<AdminSettings> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'alerts');
    const before = alertSettingsOf(row?.value);
    const after = { alert_email: input.body.alert_email };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return;
    await saveSetting(trx, 'alerts', after);
    await recordAudit(trx, {
      action: 'settings.alerts_updated',
      entity: 'settings',
      entityId: 'alerts',
      actorId: input.actorId,
      data: { changes },
    });
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'alerts', fields: Object.keys(changes) },
    });
  });
  return getStaffSettings(db);
}
