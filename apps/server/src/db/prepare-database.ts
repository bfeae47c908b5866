import type { Config } from '../config/config.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo, type SeedResult } from './seed/seed-demo.js';

export interface PreparedDatabase extends DatabaseHandle {
  migrations: string[];
  seed: SeedResult | undefined;
}

/** Open the database, migrate it, and in demo mode seed an empty one. */
export async function prepareDatabase(
  config: Config,
  onIdleError?: (error: Error) => void,
): Promise<PreparedDatabase> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    onIdleError,
  });
  try {
    const migrations = await migrateToLatest(handle.db);
    const seed = config.seedDemo
      ? await seedDemo(handle.db, new Date(), config.appSecret)
      : undefined;
    return { ...handle, migrations, seed };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
