import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { prepareDatabase } from './db/prepare-database.js';

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
const app = await buildApp({ config, db: database.db, startWorker: true });
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

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(
  `${config.mode === 'demo' ? 'Demo' : 'Production'} shop on ${config.publicUrl} (${database.kind})`,
);
