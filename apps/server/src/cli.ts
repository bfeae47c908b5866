import { loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { switchMaintenance } from './modules/settings/switch-maintenance.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { setUserLock } from './modules/accounts/set-user-lock.js';
import { setUserRoles } from './modules/accounts/set-user-roles.js';
import { staffRoles, type StaffRole } from '@theatre/contracts';
import { systemClock } from './lib/clock.js';
import { AppError } from './lib/app-error.js';
import { translate } from '@theatre/i18n';

/**
 * The command line, a composition root beside server.ts (decision 0030): it composes the database
 * layer and the use cases, which the database layer itself never imports.
 *
 * `npm run db:migrate`, `npm run db:seed` (idempotent), `npm run maintenance -- on|off` and
 * `npm run staff -- <e-mail> <roles>` with staff roles comma separated (decision 0057:
 * administrator, programme_manager, box_office, door, accountant, customer_service; `customer`
 * takes every staff role away; the first administrator of a new shop is named this way) and `npm run staff -- <e-mail> unlock` (an account locked by an administrator,
 * decision 0055: the way back in when every administrator is locked), on DATABASE_URL or the
 * embedded database.
 */
const [command, argument, role] = process.argv.slice(2);
const usage =
  `usage: cli.js migrate | seed | maintenance on|off | staff <e-mail> unlock|customer|<roles>\n` +
  `  <roles>: comma separated, of ${staffRoles.join(', ')}\n`;
/** The roles a `staff` command names: `customer` is none; undefined for an unknown name. */
function rolesNamed(value: string | undefined): StaffRole[] | undefined {
  if (value === undefined || value === 'unlock') return undefined;
  if (value === 'customer') return [];
  const names = value.split(',').map((name) => name.trim());
  const known = (name: string): name is StaffRole =>
    (staffRoles as readonly string[]).includes(name);
  return names.length > 0 && names.every(known) ? names : undefined;
}
const roles = rolesNamed(role);
if (
  command !== 'migrate' &&
  command !== 'seed' &&
  !(command === 'maintenance' && (argument === 'on' || argument === 'off')) &&
  !(command === 'staff' && argument && (roles !== undefined || role === 'unlock'))
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
  if (command === 'staff' && argument && roles !== undefined) {
    try {
      const changed = await setUserRoles(handle.db, argument, roles);
      process.stdout.write(
        changed
          ? `${argument} now has the roles: ${changed.roles.join(', ') || 'none (customer)'}\n`
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
