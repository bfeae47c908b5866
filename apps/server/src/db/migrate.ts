import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-catalog.js';
import * as m0002 from './migrations/0002-accounts.js';
import * as m0003 from './migrations/0003-cart.js';
import * as m0004 from './migrations/0004-checkout.js';
import * as m0005 from './migrations/0005-purchase-links.js';
import * as m0006 from './migrations/0006-documents.js';
import * as m0007 from './migrations/0007-back-office.js';
import * as m0008 from './migrations/0008-order-admin.js';
import * as m0009 from './migrations/0009-box-office.js';
import * as m0010 from './migrations/0010-programme-admin.js';
import * as m0011 from './migrations/0011-coupon-user-admin.js';
import * as m0012 from './migrations/0012-content-reports.js';
import * as m0013 from './migrations/0013-payment-safety.js';
import * as m0014 from './migrations/0014-vat-split-and-tills.js';
import * as m0015 from './migrations/0015-hold-limits.js';
import * as m0016 from './migrations/0016-check-in-scan.js';
import * as m0017 from './migrations/0017-halls-and-link-origins.js';
import * as m0018 from './migrations/0018-inventory-one-home.js';
import * as m0019 from './migrations/0019-reserved-seating.js';
import * as m0020 from './migrations/0020-refunds-per-ticket.js';
import * as m0021 from './migrations/0021-door-offline.js';
import * as m0022 from './migrations/0022-audience-messages.js';
import * as m0024 from './migrations/0024-complimentary-tickets.js';
import * as m0025 from './migrations/0025-transfer-orders.js';
import * as m0026 from './migrations/0026-performance-cancellations.js';
import * as m0027 from './migrations/0027-performance-moves.js';
import * as m0029 from './migrations/0029-ticket-exchanges.js';
import * as m0030 from './migrations/0030-mail-texts.js';
import * as m0031 from './migrations/0031-invoice-modifications.js';
import * as m0032 from './migrations/0032-refund-bank-details.js';
import * as m0033 from './migrations/0033-data-rights.js';
import * as m0034 from './migrations/0034-session-activity.js';
import * as m0035 from './migrations/0035-second-factor.js';
import * as m0036 from './migrations/0036-staff-roles.js';
import * as m0037 from './migrations/0037-security-log.js';
import * as m0038 from './migrations/0038-poster-variants.js';

/** Migrations are imported statically so the bundled server carries them. Append only. */
const migrations: Record<string, Migration> = {
  '0001-catalog': m0001,
  '0002-accounts': m0002,
  '0003-cart': m0003,
  '0004-checkout': m0004,
  '0005-purchase-links': m0005,
  '0006-documents': m0006,
  '0007-back-office': m0007,
  '0008-order-admin': m0008,
  '0009-box-office': m0009,
  '0010-programme-admin': m0010,
  '0011-coupon-user-admin': m0011,
  '0012-content-reports': m0012,
  '0013-payment-safety': m0013,
  '0014-vat-split-and-tills': m0014,
  '0015-hold-limits': m0015,
  '0016-check-in-scan': m0016,
  '0017-halls-and-link-origins': m0017,
  '0018-inventory-one-home': m0018,
  '0019-reserved-seating': m0019,
  '0020-refunds-per-ticket': m0020,
  '0021-door-offline': m0021,
  '0022-audience-messages': m0022,
  '0024-complimentary-tickets': m0024,
  '0025-transfer-orders': m0025,
  '0026-performance-cancellations': m0026,
  '0027-performance-moves': m0027,
  '0029-ticket-exchanges': m0029,
  '0030-mail-texts': m0030,
  '0031-invoice-modifications': m0031,
  '0032-refund-bank-details': m0032,
  '0033-data-rights': m0033,
  '0034-session-activity': m0034,
  '0035-second-factor': m0035,
  '0036-staff-roles': m0036,
  '0037-security-log': m0037,
  '0038-poster-variants': m0038,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * Bring the schema to the named migration, up or down (a migration's tests start from the schema
 * before it, with data in it).
 */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Bring the schema up to date; Kysely's lock table makes concurrent starts safe. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
