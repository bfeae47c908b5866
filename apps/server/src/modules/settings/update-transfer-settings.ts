import type { TransferSettings, TransferSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';
import { transferSettingsOf } from './get-transfer-settings.js';

/**
 * PUT /admin/settings/transfer (administrators): the theatre's bank account and bank, the default
 * payment term of a group order's pro-forma and how many days before its deadline the reminder
 * goes. One transaction with the setting's row locked; audited as `settings.transfer_updated`
 * with each change; saving the same values again changes nothing and records nothing.
 */
export async function updateTransferSettings(
  db: Db,
  input: { body: TransferSettingsBody; actorId: number; client?: SecurityClient },
): Promise<TransferSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'transfer');
    const before = transferSettingsOf(row?.value);
    const after: TransferSettings = {
      ...input.body,
      bank_account: input.body.bank_account.replace(/\s+/g, ' ').toUpperCase(),
    };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return after;
    await saveSetting(trx, 'transfer', after);
    await recordAudit(trx, {
      action: 'settings.transfer_updated',
      entity: 'settings',
      entityId: 'transfer',
      actorId: input.actorId,
      data: { changes },
    });
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'transfer', fields: Object.keys(changes) },
    });
    return after;
  });
}
