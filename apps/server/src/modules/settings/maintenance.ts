import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { findSetting, saveSetting } from './settings.repository.js';

const maintenanceSetting = z.object({ enabled: z.boolean() });

/** Maintenance is a setting in the database, so every process behind a load balancer agrees. */
export async function isMaintenanceOn(db: Db): Promise<boolean> {
  const parsed = maintenanceSetting.safeParse(await findSetting(db, 'maintenance'));
  return parsed.success && parsed.data.enabled;
}

export async function setMaintenance(db: Db, enabled: boolean): Promise<void> {
  await saveSetting(db, 'maintenance', { enabled });
}

/**
 * The hot path asks on every request, so each process keeps the answer for a short while. A switch
 * takes effect everywhere within `ttlMs`.
 */
export function createMaintenanceProbe(db: Db, ttlMs = 2000) {
  let cached: { value: boolean; until: number } | undefined;
  let pending: Promise<boolean> | undefined;
  return {
    async isOn(now = Date.now()): Promise<boolean> {
      if (cached && cached.until > now) return cached.value;
      pending ??= isMaintenanceOn(db).finally(() => {
        pending = undefined;
      });
      const value = await pending;
      cached = { value, until: now + ttlMs };
      return value;
    },
    forget(): void {
      cached = undefined;
    },
  };
}
export type MaintenanceProbe = ReturnType<typeof createMaintenanceProbe>;
