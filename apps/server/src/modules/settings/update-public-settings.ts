import type { AdminSettings, PublicSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { changesOf, type Changes } from '../audit/changes-of.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { getStaffSettings, publicSettingsOf } from './get-staff-settings.js';
import type { StoredPublicSettings } from '../../db/settings-defaults.js';
import { lockSetting, saveSetting } from './settings.repository.js';

/** The fields that changed, each with its value before and after (audit/changes-of.ts; pure). */
export function changedFields<T extends object>(before: T, after: T): Changes {
  return changesOf(before, after, Object.keys(after) as (keyof T & string)[]);
}

/**
 * PUT /admin/settings/public (administrators): the brand, colours, pattern, pop-up banner, tag
 * manager and social links of docs/product.md §3. One transaction with the setting's row locked,
 * audited as `settings.public_updated` with each changed field before and after. The shop serves
 * them from its next build of public_settings.json (within seconds on every process); visitors
 * get them on their next page load, which inlines them.
 */
export async function updatePublicSettings(
  db: Db,
  input: { body: PublicSettingsBody; actorId: number; client?: SecurityClient },
): Promise<AdminSettings> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'public');
    const before = publicSettingsOf(row?.value);
    const after: StoredPublicSettings = { ...input.body };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return;
    await saveSetting(trx, 'public', after);
    await recordAudit(trx, {
      action: 'settings.public_updated',
      entity: 'settings',
      entityId: 'public',
      actorId: input.actorId,
      data: { changes },
    });
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'public', fields: Object.keys(changes) },
    });
  });
  return getStaffSettings(db);
}
