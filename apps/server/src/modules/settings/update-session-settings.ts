import type { SessionSettings, SessionSettingsBody } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import { secondFactorRolesOf } from '../accounts/second-factor-policy.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { staffIdleMinutesOf } from '../accounts/session-lifetime.js';
import { findSetting, lockSetting, saveSetting } from './settings.repository.js';
import { changedFields } from './update-public-settings.js';

/** The setting as it applies (pure): stored values, else the defaults. */
function sessionSettingsOf(stored: unknown, production: boolean): SessionSettings {
  return {
    staff_idle_minutes: staffIdleMinutesOf(stored),
    second_factor_roles: secondFactorRolesOf(stored, production),
  };
}

/**
 * GET /admin/settings/sessions: the staff idle limit in force (30 minutes unless set) and the
 * staff roles that must pass a second factor (decision 0056: every staff role in production
 * unless set, none elsewhere).
 */
export async function getSessionSettings(db: Db, production: boolean): Promise<SessionSettings> {
  return sessionSettingsOf(await findSetting(db, 'sessions'), production);
}

/**
 * PUT /admin/settings/sessions (administrators, decision 0055): after how many minutes without
 * their own request staff sessions end (5–240), and (0056) which staff roles must pass a second
 * factor (left out: unchanged). Applies to live sessions at their next request.
 * One transaction with the setting's row locked; audited as `settings.sessions_updated` with the
 * change; the same value again records nothing.
 */
export async function updateSessionSettings(
  db: Db,
  input: {
    body: SessionSettingsBody;
    actorId: number;
    production: boolean;
    client?: SecurityClient;
  },
): Promise<SessionSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await lockSetting(trx, 'sessions');
    const before = sessionSettingsOf(row?.value, input.production);
    const after: SessionSettings = {
      staff_idle_minutes: input.body.staff_idle_minutes,
      second_factor_roles: input.body.second_factor_roles ?? before.second_factor_roles,
    };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0 && row) return after;
    await saveSetting(trx, 'sessions', after);
    await recordAudit(trx, {
      action: 'settings.sessions_updated',
      entity: 'settings',
      entityId: 'sessions',
      actorId: input.actorId,
      data: { changes },
    });
    await recordSecurityEvent(trx, {
      type: 'settings_changed',
      userId: input.actorId,
      ...(input.client ? { client: input.client } : {}),
      details: { section: 'sessions', fields: Object.keys(changes) },
    });
    return after;
  });
}
