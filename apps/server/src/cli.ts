import { loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { switchMaintenance } from './modules/settings/switch-maintenance.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { setUserLock } from './modules/accounts/set-user-lock.js';
import { setUserRole } from './modules/accounts/set-user-role.js';
import { systemClock } from './lib/clock.js';
import { AppError } from './lib/app-error.js';
import { translate } from '@theatre/i18n';

/**
 * The command line, a composition root beside server.ts (decision 0030): it composes the database
 * layer and the use cases, which the database layer itself never imports.
 *
 * `npm run db:migrate`, `npm run db:seed` (idempotent), `npm run maintenance -- on|off` and
 * `npm run staff -- <e-mail> customer|cashier|admin` (the first administrator of a new shop is
 * named this way) and `npm run staff -- <e-mail> unlock` (an account locked by an administrator,
 * decision 0055: the way back in when every administrator is locked), on DATABASE_URL or the
 * embedded database.
 */
const [command, argument, role] = process.argv.slice(2);
const usage =
  'usage: cli.js migrate | seed | maintenance on|off | staff <e-mail> customer|cashier|admin|unlock\n';
const isRole = (value: string | undefined): value is 'customer' | 'cashier' | 'admin' =>
  value === 'customer' || value === 'cashier' || value === 'admin';
if (
  command !== 'migrate' &&
  command !== 'seed' &&
  !(command === 'maintenance' && (argument === 'on' || argument === 'off')) &&
  !(command === 'staff' && argument && (isRole(role) || role === 'unlock'))
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
    // Audited with no actor: whoever runs the command line is not a user of the shop.
    await switchMaintenance(handle.db, { enabled: argument === 'on', actorId: null });
    process.stdout.write(
      argument === 'on'
        ? 'maintenance on: the API answers 503 and visitors see the maintenance notice (within 2 s on every process)\n'
        : 'maintenance off: the shop serves again\n',
    );
  }
  if (command === 'staff' && argument && isRole(role)) {
    try {
      const changed = await setUserRole(handle.db, argument, role);
      process.stdout.write(
        changed
          ? `${argument} is now ${role}\n`
          : `no account with the e-mail address ${argument}: register it first\n`,
      );
      if (!changed) process.exitCode = 1;
    } catch (error) {
      // The shop keeps an administrator: name another one before demoting the last.
      if (!(error instanceof AppError) || error.code !== 'last_admin') throw error;
      process.stderr.write(`${translate('en', 'errors.last_admin')}\n`);
      process.exitCode = 1;
    }
  }
  if (command === 'staff' && argument && role === 'unlock') {
    try {
      const changed = await setUserLock(handle.db, systemClock, { email: argument, locked: false });
      process.stdout.write(changed ? `${argument} is unlocked\n` : `${argument} was not locked\n`);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'user_not_found') throw error;
      process.stderr.write(`no account with the e-mail address ${argument}\n`);
      process.exitCode = 1;
    }
  }
  if (command === 'seed') {
    const result = await seedDemo(handle.db, new Date(), config.appSecret);
    process.stdout.write(
      result.seeded
        ? `demo season seeded: ${result.productions} productions, ${result.events} performances\n`
        : 'the database already has a season; documents and settings were completed where missing\n',
    );
  }
} finally {
  await handle.close();
}
