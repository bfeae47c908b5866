import type { AdminSettings, SalesSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { getStaffSettings, salesSettingsOf } from './get-staff-settings.js';
import { lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';

/**
 * PUT /admin/settings/sales (administrators): the ticket limits of an order and of a ticket type,
 * and the shop-wide technical fee per ticket with its VAT rate (a performance's own fee wins; see
 * events.tech_fee). Money: one transaction with the setting's row locked, audited as
 * `settings.sales_updated` with each change. Carts take the new limits at once (the grant reads
 * the setting in its own statement) and show the new fee within two seconds; orders stored
 * before keep the fee they were stored with.
 */
export async function updateSalesSettings(
  db: Db,
  input: { body: SalesSettingsBody; actorId: number },
): Promise<AdminSettings> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'sales');
    const before = salesSettingsOf(row?.value);
    const after = { ...input.body };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return;
    await saveSetting(trx, 'sales', after);
    await recordAudit(trx, {
      action: 'settings.sales_updated',
      entity: 'settings',
      entityId: 'sales',
      actorId: input.actorId,
      data: { changes },
    });
  });
  return getStaffSettings(db);
}
