import type { AdminSettings, SalesSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { getStaffSettings, salesSettingsOf } from './get-staff-settings.js';
import { lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';

/**
 * PUT /admin/settings/sales (administrators): the ticket limits of an order and of a ticket type,
 * the shop-wide technical fee per ticket with its VAT rate (a performance's own fee wins; see
 * events.tech_fee), whether the box office charges that fee too (`desk_tech_fee`, decision 0044;
 * off unless set), and the holds per client address and account (decision 0024). Money: one transaction with the setting's row locked, audited as
 * `settings.sales_updated` with each change. Carts take the new limits at once (the grant reads
 * the setting in its own statement) and show the new fee within two seconds; orders stored
 * before keep the fee they were stored with.
 */
export async function updateSalesSettings(
  db: Db,
  input: { body: SalesSettingsBody; actorId: number; client?: SecurityClient },
): Promise<AdminSettings> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'sales');
    const before = salesSettingsOf(row?.value);
    // The per-client hold limits (decision 0024) are optional in the body: left out, they keep
    // what is stored.
    const after = {
      ...input.body,
      hold_limit_enabled: input.body.hold_limit_enabled ?? before.hold_limit_enabled,
      desk_tech_fee: input.body.desk_tech_fee ?? before.desk_tech_fee,
      hold_free_per_client: input.body.hold_free_per_client ?? before.hold_free_per_client,
      hold_cap_per_client: input.body.hold_cap_per_client ?? before.hold_cap_per_client,
      customer_service_refund_limit:
        input.body.customer_service_refund_limit ?? before.customer_service_refund_limit,
    };
    if (after.hold_cap_per_client < after.hold_free_per_client) {
      throw AppError.validation({
        hold_cap_per_client: [{ key: 'validation.hold_cap_below_free' }],
      });
    }
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
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'sales', fields: Object.keys(changes) },
    });
  });
  return getStaffSettings(db);
}
