import os from 'node:os';
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app.js';
import type { Config } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { supervisedSkip } from './read-config.js';

/** Below the web processes' priority: on a shared machine a burst of documents yields to buyers. */
const jobsNiceness = 10;

/**
 * The jobs process (`npm run worker`, or the one the cluster's primary starts): the app composed
 * as the web processes compose it, so every job handler and housekeeping task is the same one,
 * with the jobs worker running and no HTTP server listening. It migrates first (a no-op when the
 * server did; the migrator's lock keeps two starts apart), and needs PostgreSQL and SimplePay: the
 * embedded database and the demo's payment simulator belong to the one process that opened them.
 */
export async function runJobsProcess(
  config: Config,
  options: { supervised: boolean },
): Promise<void> {
  if (config.processes.singleReason !== null || config.databaseUrl === undefined) {
    process.stderr.write(
      'The jobs worker needs DATABASE_URL (PostgreSQL) and the SimplePay settings: with ' +
        `${config.processes.singleReason ?? 'neither'} the jobs run in the shop's own process.\n`,
    );
    process.exit(1);
  }
  try {
    os.setPriority(jobsNiceness);
  } catch {
    // Not permitted here: the jobs run at the web processes' priority.
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: Math.min(config.databasePoolMax, 5),
    onIdleError: (error) => {
      process.stderr.write(`database connection lost: ${error.message}\n`);
    },
  });
  const migrations = await migrateToLatest(database.db);
  const app = await buildApp({ config, db: database.db, startWorker: true });
  app.addHook('onClose', async () => {
    await database.close();
  });
  closeWithGrace(
    { delay: 30_000, skip: supervisedSkip(options.supervised) },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'jobs worker shutting down after an error');
      else app.log.info({ signal }, 'jobs worker shutting down');
      await app.close();
    },
  );
  // onReady starts the worker; nothing listens.
  await app.ready();
  app.log.info({ migrations, pid: process.pid }, 'jobs worker ready (no HTTP)');
}
