import type { RetentionSettings } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { retentionSettingsOf } from './get-retention-settings.js';
import { lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';

/**
 * PUT /admin/settings/retention (administrators, decision 0058): how many days unverified
 * accounts, expired carts, purchase links, e-mails, browser error reports and the security log
 * are kept, each within its bounds (the contracts' retentionPeriods). The purges read it at their
 * next round. One transaction with the row locked; audited as `settings.retention_updated` and
 * logged as a security event; the same values again record nothing.
 */
export async function updateRetentionSettings(
  db: Db,
  input: { body: RetentionSettings; actorId: number; client?: SecurityClient },
): Promise<RetentionSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'retention');
    const before = retentionSettingsOf(row?.value);
    const after: RetentionSettings = { ...input.body };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return after;
    await saveSetting(trx, 'retention', after);
    await recordAudit(trx, {
      action: 'settings.retention_updated',
      entity: 'settings',
      entityId: 'retention',
      actorId: input.actorId,
      data: { changes },
    });
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'retention', changes },
    });
    return after;
  });
}
