import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { migrateToLatest } from '../migrate.js';
import { seedDemo } from './seed-demo.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.destroy();
});

describe('the demo season', () => {
  it('seeds a believable season relative to the day of seeding', async () => {
    const now = new Date();
    const result = await seedDemo(database.db, now);
    expect(result.seeded).toBe(true);
    expect(result.productions).toBeGreaterThanOrEqual(8);
    expect(result.events).toBeGreaterThanOrEqual(25);
    const range = await database.db
      .selectFrom('events')
      .select([sql<Date>`min(starts_at)`.as('first'), sql<Date>`max(starts_at)`.as('last')])
      .executeTakeFirstOrThrow();
    expect(new Date(range.first).getTime()).toBeGreaterThan(now.getTime());
    expect(new Date(range.last).getTime()).toBeLessThan(now.getTime() + 92 * 86_400_000);
    const prices = await database.db
      .selectFrom('ticket_types')
      .select(['price', 'event_id'])
      .execute();
    expect(prices.every((p) => p.price >= 3500 && p.price <= 12900)).toBe(true);
    const perEvent = new Map<number, number>();
    for (const p of prices) perEvent.set(p.event_id, (perEvent.get(p.event_id) ?? 0) + 1);
    expect([...perEvent.values()].every((n) => n >= 2 && n <= 4)).toBe(true);
  });

  it('keeps sold counts equal to the paid orders', async () => {
    const mismatches = await sql<{ id: number }>`
      select t.id from ticket_types t
      left join (
        select oi.ticket_type_id, sum(oi.quantity)::int as q
        from order_items oi join orders o on o.id = oi.order_id
        where o.status = 'paid' group by oi.ticket_type_id
      ) s on s.ticket_type_id = t.id
      where t.sold <> coalesce(s.q, 0)`.execute(database.db);
    expect(mismatches.rows).toEqual([]);
    const soldOut = await sql<{ id: number }>`
      select e.id from events e where not exists (
        select 1 from ticket_types t where t.event_id = e.id and t.sold < t.capacity)`.execute(
      database.db,
    );
    expect(soldOut.rows).toHaveLength(1);
  });

  it('gives every seat it sold a ticket of its performance, as a paid order has them', async () => {
    const lines = await sql<{ id: number }>`
      select oi.id from order_items oi
      left join tickets k on k.order_item_id = oi.id and k.event_id = oi.event_id
      where oi.kind = 'ticket'
      group by oi.id, oi.quantity, oi.event_id, oi.event_start, oi.event_name_en
      having count(k.id) <> oi.quantity or oi.event_id is null or oi.event_start is null
        or oi.event_name_en is null`.execute(database.db);
    expect(lines.rows).toEqual([]);
    const perEvent = await sql<{ sold: number; tickets: number }>`
      select (select coalesce(sum(t.sold), 0) from ticket_types t where t.event_id = e.id)::int as sold,
             (select count(*) from tickets k where k.event_id = e.id and k.status = 'valid')::int as tickets
        from events e`.execute(database.db);
    expect(perEvent.rows.some((row) => row.sold > 0)).toBe(true);
    for (const row of perEvent.rows) expect(row.tickets).toBe(row.sold);
    const codes = await sql<{ n: number; distinct: number }>`
      select count(*)::int as n, count(distinct code)::int as distinct from tickets`.execute(
      database.db,
    );
    expect(codes.rows[0]?.distinct).toBe(codes.rows[0]?.n);
  });

  it('is idempotent', async () => {
    const count = async () =>
      (
        await database.db
          .selectFrom('events')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    expect((await seedDemo(database.db)).seeded).toBe(false);
    expect(await count()).toBe(before);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('has the three legal documents and the information pages', async () => {
    const docs = await database.db
      .selectFrom('documents')
      .select(['id', 'type'])
      .orderBy('id')
      .execute();
    expect(docs).toEqual(
      expect.arrayContaining([
        { id: 10, type: 'document' },
        { id: 11, type: 'document' },
        { id: 12, type: 'document' },
      ]),
    );
    expect(docs.filter((d) => d.type === 'info').length).toBeGreaterThanOrEqual(3);
  });
});
