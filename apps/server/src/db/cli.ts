import { loadConfig } from '../config/config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo } from './seed/seed-demo.js';

/** `npm run db:migrate` and `npm run db:seed` (idempotent) on DATABASE_URL or the embedded database. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  process.stderr.write('usage: cli.ts migrate|seed\n');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(handle.db);
  process.stdout.write(
    `migrations applied: ${applied.length === 0 ? 'none' : applied.join(', ')}\n`,
  );
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
