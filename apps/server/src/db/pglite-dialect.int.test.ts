import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.js';

interface TestDb {
  counter: { id: number; value: number };
}

let db: Kysely<TestDb>;
beforeAll(async () => {
  db = new Kysely<TestDb>({ dialect: new PGliteDialect(new PGlite()) });
  await sql`create table counter (id int primary key, value int not null)`.execute(db);
  await sql`insert into counter values (1, 0)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite dialect', () => {
  it('serialises interleaved transactions so they cannot mix their statements', async () => {
    // Two read-modify-write transactions that yield between read and write. Interleaved on one
    // session they would both read 0 and the second BEGIN would join the first transaction.
    const increment = (by: number, pause: number) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('counter')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await delay(pause);
        await trx
          .updateTable('counter')
          .set({ value: row.value + by })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all([increment(1, 30), increment(10, 5), increment(100, 0)]);
    const row = await db
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.value).toBe(111);
  });

  it('rolls back a failed transaction without affecting a concurrent one', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.updateTable('counter').set({ value: -1 }).where('id', '=', 1).execute();
      await delay(10);
      throw new Error('boom');
    });
    const succeeding = db.transaction().execute(async (trx) => {
      await trx
        .updateTable('counter')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('id', '=', 1)
        .execute();
    });
    await expect(failing).rejects.toThrow('boom');
    await succeeding;
    const row = await db
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.value).toBe(112);
  });

  it('reports affected rows', async () => {
    const result = await db
      .updateTable('counter')
      .set({ value: 0 })
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('counts the rows of a write inside a CTE', async () => {
    const result = await sql`
      with changed as (update counter set value = value + 1 where id = 1 returning id)
      select id from changed`.execute(db);
    expect(result.rows).toEqual([{ id: 1 }]);
    const update = await db
      .with('target', (qb) => qb.selectFrom('counter').select('id').where('id', '=', 1))
      .updateTable('counter')
      .set({ value: 5 })
      .where('id', 'in', (qb) => qb.selectFrom('target').select('id'))
      .executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);
  });

  it('fails with a clear message instead of hanging when db is used inside a transaction', async () => {
    const pglite = new PGlite();
    const strict = new Kysely<TestDb>({ dialect: new PGliteDialect(pglite, { waitLimitMs: 200 }) });
    try {
      await expect(
        strict.transaction().execute(async () => {
          await sql`select 1`.execute(strict);
        }),
      ).rejects.toThrow(/use `trx`/);
      // The connection is still usable afterwards.
      expect((await sql<{ one: number }>`select 1 as one`.execute(strict)).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await strict.destroy();
    }
  });
});
