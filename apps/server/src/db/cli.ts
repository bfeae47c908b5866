import { loadConfig } from '../config/config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { setMaintenance } from '../modules/settings/maintenance.js';
import { seedDemo } from './seed/seed-demo.js';

/**
 * `npm run db:migrate`, `npm run db:seed` (idempotent) and `npm run maintenance -- on|off`, on
 * DATABASE_URL or the embedded database.
 */
const [command, argument] = process.argv.slice(2);
const usage = 'usage: cli.js migrate | seed | maintenance on|off\n';
if (
  command !== 'migrate' &&
  command !== 'seed' &&
  !(command === 'maintenance' && (argument === 'on' || argument === 'off'))
) {
  process.stderr.write(usage);
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(handle.db);
  process.stdout.write(
    `migrations applied: ${applied.length === 0 ? 'none' : applied.join(', ')}\n`,
  );
  if (command === 'maintenance') {
    await setMaintenance(handle.db, argument === 'on');
    process.stdout.write(
      argument === 'on'
        ? 'maintenance on: the API answers 503 and visitors see the maintenance notice (within 2 s on every process)\n'
        : 'maintenance off: the shop serves again\n',
    );
  }
  if (command === 'seed') {
    const result = await seedDemo(handle.db);
    process.stdout.write(
      result.seeded
        ? `demo season seeded: ${result.productions} productions, ${result.events} performances\n`
        : 'the database already has a season; documents and settings were completed where missing\n',
    );
  }
} finally {
  await handle.close();
}
