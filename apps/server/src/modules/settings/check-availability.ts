import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { MaintenanceProbe } from './maintenance.js';
import { pingDatabase } from './settings.repository.js';

/** Whether this process can reach its database; a 503 when it cannot. */
export async function checkDatabase(db: Db): Promise<void> {
  try {
    await pingDatabase(db);
  } catch {
    throw new AppError('service_unavailable');
  }
}

/** GET /available: the shop can serve visitors (database reachable, maintenance off). */
export async function checkAvailability(db: Db, maintenance: MaintenanceProbe): Promise<void> {
  await checkDatabase(db);
  maintenance.forget();
  if (await maintenance.isOn()) throw new AppError('maintenance');
}
