import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { isMaintenanceOn } from './maintenance.js';
import { lockSetting, saveSetting } from './settings.repository.js';

/**
 * Switches maintenance mode on or off: from the back office (PUT /admin/maintenance) or the
 * command line (`npm run maintenance -- on|off`, no actor). One transaction with the setting's
 * row locked; audited as `maintenance.on` / `maintenance.off` when it changes anything. While it
 * is on, the shop's API answers 503 and visitors see the service-unavailable notice; the back
 * office, its API and the staff's sign-in keep working (http/maintenance-gate.ts). Every process
 * notices within two seconds (its probe's cache).
 */
export async function switchMaintenance(
  db: Db,
  input: { enabled: boolean; actorId: number | null; client?: SecurityClient },
): Promise<{ changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'maintenance');
    const was = row ? await isMaintenanceOn(trx) : false;
    if (was === input.enabled) return { changed: false };
    await saveSetting(trx, 'maintenance', { enabled: input.enabled });
    await recordAudit(trx, {
      action: input.enabled ? 'maintenance.on' : 'maintenance.off',
      entity: 'settings',
      entityId: 'maintenance',
      actorId: input.actorId,
      data: { enabled: input.enabled, changes: { enabled: { from: was, to: input.enabled } } },
    });
    await recordSecurityEvent(trx, {
      type: 'maintenance_switched',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: {
        enabled: input.enabled,
        source: input.actorId === null ? 'command_line' : 'admin',
      },
    });
    return { changed: true };
  });
}
