import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { PGliteDialect } from '../../db/pglite-dialect.js';
import type { Database } from '../../db/schema.js';
import { recordSecurityEvent } from './record-security-event.js';
import { deleteSecurityEventsBefore } from './security-log.repository.js';

/** Decision 0058: the append-only trigger and the purge work alike on PGlite, the embedded default. */

let db: Db;
beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => {
  await db.destroy();
});

describe('the security log on PGlite', () => {
  it('refuses changes and lets only the purge delete old rows', async () => {
    await recordSecurityEvent(db, { type: 'export', details: { kind: 'orders' } });
    await db
      .insertInto('security_events')
      .values({
        created_at: new Date(Date.now() - 400 * 86_400_000),
        event_type: 'export',
        outcome: 'success',
      })
      .execute();
    await expect(
      db.updateTable('security_events').set({ outcome: 'failure' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('security_events').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate security_events`.execute(db)).rejects.toThrow(/append-only/);
    expect(await deleteSecurityEventsBefore(db, new Date(Date.now() - 365 * 86_400_000))).toBe(1);
    const left = await db.selectFrom('security_events').select('details').execute();
    expect(left).toEqual([{ details: { kind: 'orders' } }]);
  });
});
