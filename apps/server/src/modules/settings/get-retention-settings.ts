import { retentionPeriods, type RetentionKey, type RetentionSettings } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { findSetting } from './settings.repository.js';

/** The periods when nothing is stored (decision 0058). */
export const defaultRetentionSettings = Object.fromEntries(
  Object.entries(retentionPeriods).map(([key, period]) => [key, period.default]),
) as RetentionSettings;

/** The stored 'retention' setting: each period within its bounds, else its default (pure). */
export function retentionSettingsOf(stored: unknown): RetentionSettings {
  const record =
    stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const settings = { ...defaultRetentionSettings };
  for (const key of Object.keys(retentionPeriods) as RetentionKey[]) {
    const value = record[key];
    const { min, max } = retentionPeriods[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
      settings[key] = value;
    }
  }
  return settings;
}

/** GET /admin/settings/retention, and every purge job: how many days each kind of data is kept. */
export async function getRetentionSettings(db: Queryable): Promise<RetentionSettings> {
  return retentionSettingsOf(await findSetting(db, 'retention'));
}

/** The instant before which a kind of data is purged: `days` before now. */
export async function retentionCutoff(db: Queryable, key: RetentionKey, now: Date): Promise<Date> {
  const days = (await getRetentionSettings(db))[key];
  return new Date(now.getTime() - days * 86_400_000);
}
