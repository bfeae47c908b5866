import type { Config } from './config/config.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { MaintenanceProbe } from './modules/settings/maintenance.js';

/** What the composition root hands to the route modules. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  maintenance: MaintenanceProbe;
}
