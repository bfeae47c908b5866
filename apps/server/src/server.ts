import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { prepareDatabase } from './db/prepare-database.js';
import { systemClock } from './lib/clock.js';
import { pruneClientErrors } from './modules/client-errors/prune-client-errors.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`The shop cannot start.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await prepareDatabase(config, (error) => {
  process.stderr.write(`database connection lost: ${error.message}\n`);
});
const app = await buildApp({ config, db: database.db });
app.addHook('onClose', async () => {
  await database.close();
});

app.log.info(
  {
    mode: config.mode,
    database: database.kind,
    migrations: database.migrations,
    seed: database.seed,
  },
  'database ready',
);

// Housekeeping until the jobs worker arrives: old browser error reports, at start and daily.
const prune = () =>
  pruneClientErrors(database.db, systemClock).then(
    (removed) => {
      if (removed > 0) app.log.info({ removed }, 'old client error reports removed');
    },
    (err: unknown) => {
      app.log.warn({ err }, 'pruning client error reports failed');
    },
  );
void prune();
const pruneTimer = setInterval(() => void prune(), 86_400_000);
pruneTimer.unref();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  clearInterval(pruneTimer);
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(
  `${config.mode === 'demo' ? 'Demo' : 'Production'} shop on ${config.publicUrl} (${database.kind})`,
);
