import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app.js';
import type { Config } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { supervisedSkip } from './read-config.js';

/**
 * One web process: the HTTP server on config.port. Alone (`supervised` false) it migrates and
 * seeds the database first; under the cluster's primary, which did that once before starting
 * it, it only opens the database. It runs the background jobs only when the plan says so.
 */
export async function serveWeb(config: Config, options: { supervised: boolean }): Promise<void> {
  const onIdleError = (error: Error) => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  };
  const database = options.supervised
    ? {
        ...(await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          poolMax: config.databasePoolMax,
          onIdleError,
        })),
        migrations: [] as string[],
        seed: undefined,
      }
    : await prepareDatabase(config, onIdleError);
  const app = await buildApp({
    config,
    db: database.db,
    startWorker: config.processes.jobs === 'web',
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  if (!options.supervised) {
    app.log.info(
      {
        mode: config.mode,
        database: database.kind,
        migrations: database.migrations,
        seed: database.seed,
        jobs: config.processes.jobs,
        single: config.processes.singleReason,
      },
      'database ready',
    );
  }

  closeWithGrace(
    { delay: 10_000, skip: supervisedSkip(options.supervised) },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );

  await app.listen({ host: config.host, port: config.port });
  if (!options.supervised) {
    app.log.info(
      `${config.mode === 'demo' ? 'Demo' : 'Production'} shop on ${config.publicUrl} (${database.kind})`,
    );
  }
}
