import type { EventDetails } from '@theatre/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the event page must list for a performance: the database's own answer. */
async function expectedOtherDates(eventId: number, vip: boolean): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select o.id from events e join events o on o.production_id = e.production_id
     where e.id = ${eventId} and o.id <> e.id and o.published and o.starts_at > now()
       and (${vip} or not o.vip_only)
     order by o.starts_at, o.id`.execute(t.database.db);
  return rows.rows.map((row) => row.id);
}

describe('the other dates of a performance', () => {
  it('are the production’s other coming public performances, in order of start', async () => {
    const busiest = await sql<{ id: number }>`
      select min(e.id) as id from events e
       where e.published and not e.vip_only and e.starts_at > now()
       group by e.production_id order by count(*) desc limit 1`.execute(t.database.db);
    const eventId = busiest.rows[0]?.id;
    expect(eventId).toBeDefined();
    const res = await t.app.inject(`/api/events/${String(eventId)}`);
    expect(res.statusCode).toBe(200);
    const event = res.json<EventDetails>();
    const ids = event.other_dates.map((date) => date.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids).toEqual(await expectedOtherDates(eventId!, false));
    expect(ids).not.toContain(eventId);
    const starts = event.other_dates.map((date) => Date.parse(date.start_date));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const date of event.other_dates) {
      expect(date.url).toMatch(/^[\w-]+$/);
      expect(date.vip_only).toBe(false);
      expect(typeof date.on_sale).toBe('boolean');
    }
  });

  it('leave out unpublished and past performances, and VIP-only ones for the public', async () => {
    const production = await sql<{ production_id: number }>`
      select production_id from events group by production_id
       having count(*) filter (where published and starts_at > now()) >= 2 limit 1`.execute(
      t.database.db,
    );
    const productionId = production.rows[0]!.production_id;
    const [shown, ...others] = (
      await sql<{ id: number }>`
        select id from events where production_id = ${productionId} and published
           and starts_at > now() order by starts_at`.execute(t.database.db)
    ).rows.map((row) => row.id);
    const [hidden, vip, past] = others;
    await sql`update events set published = false where id = ${hidden}`.execute(t.database.db);
    if (vip !== undefined) {
      await sql`update events set vip_only = true where id = ${vip}`.execute(t.database.db);
    }
    if (past !== undefined) {
      await sql`update events set starts_at = now() - interval '1 day', sale_ends_at = now() - interval '1 day'
        where id = ${past}`.execute(t.database.db);
    }
    const ids = (await t.app.inject(`/api/events/${String(shown)}`))
      .json<EventDetails>()
      .other_dates.map((date) => date.id);
    expect(ids).not.toContain(hidden);
    if (vip !== undefined) expect(ids).not.toContain(vip);
    if (past !== undefined) expect(ids).not.toContain(past);
    expect(ids).toEqual(await expectedOtherDates(shown!, false));
  });

  it('are empty on a preview of an unpublished performance', async () => {
    const row = await t.database.db
      .selectFrom('events')
      .select('preview_id')
      .where('published', '=', false)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject(`/api/preview/${row.preview_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ event: EventDetails }>().event.other_dates).toEqual([]);
  });
});
