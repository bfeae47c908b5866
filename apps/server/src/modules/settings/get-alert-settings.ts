import type { AdminAlertSettings } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { findSetting } from './settings.repository.js';

/** The 'alerts' setting as the shop applies it (pure): an address, or '' for none. */
export function alertSettingsOf(stored: unknown): AdminAlertSettings {
  const value =
    stored !== null && typeof stored === 'object'
      ? (stored as Record<string, unknown>)['alert_email']
      : undefined;
  return { alert_email: typeof value === 'string' ? value.trim() : '' };
}

/**
 * Where alerts are e-mailed (the 'alerts' setting): null when no address is set. Runs on the
 * caller's handle, so a transaction raising an alert reads it inside itself.
 */
export async function getAlertEmail(db: Db): Promise<string | null> {
  const { alert_email: email } = alertSettingsOf(await findSetting(db, 'alerts'));
  return email === '' ? null : email;
}
