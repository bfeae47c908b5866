import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, uniqueName, withDatabase } from '../../../test/databases.js';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

/**
 * Migration 0017 on a database that has venues and performances from before halls: each venue
 * gets one hall of its own name that holds its largest performance, and every performance that
 * hall (decision 0027).
 */

const serverUrl = inject('pgServerUrl');
const name = uniqueName('m0017');
let handle: DatabaseHandle;

beforeAll(async () => {
  await adminQuery(serverUrl, `create database "${name}"`);
  handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: '' });
  await migrateTo(handle.db, '0012-content-reports');
  await sql`
    insert into venues (id, key, name, name_en, address) values
      (1, 'nagyszinpad', 'Nagyszínpad', 'Main Stage', '1011 Budapest, Bem rakpart 33.'),
      (2, 'kamaraterem', 'Kamaraterem', 'Chamber Hall', '1011 Budapest, Bem rakpart 33.'),
      (3, 'udvar', 'Udvar', 'Courtyard', '1011 Budapest, Pala utca 6.');
    insert into productions (id, key, name, name_en, duration_minutes) values
      (1, 'bank-ban', 'Bánk bán', 'Bánk bán', 170);
    insert into events (id, production_id, venue_id, url, starts_at) values
      (1, 1, 1, 'bank-ban-a', now() + interval '1 day'),
      (2, 1, 1, 'bank-ban-b', now() + interval '2 days'),
      (3, 1, 2, 'bank-ban-c', now() + interval '3 days');
    insert into ticket_types (event_id, name, name_en, price, capacity) values
      (1, 'Földszint', 'Stalls', 5000, 400), (1, 'Erkély', 'Balcony', 3000, 200),
      (2, 'Földszint', 'Stalls', 5000, 350),
      (3, 'Jegy', 'Ticket', 4000, 120);
    select setval('venues_id_seq', 3);
    select setval('events_id_seq', 3);
  `.execute(handle.db);
  await migrateToLatest(handle.db);
}, 60_000);

afterAll(async () => {
  await handle.close();
  await dropDatabase(serverUrl, name);
});

describe('migration 0017', () => {
  it('gives each venue one hall of its name that holds its largest performance', async () => {
    const halls = await handle.db
      .selectFrom('halls')
      .select(['venue_id', 'name', 'name_en', 'capacity'])
      .orderBy('venue_id')
      .execute();
    expect(halls).toEqual([
      { venue_id: 1, name: 'Nagyszínpad', name_en: 'Main Stage', capacity: 600 },
      { venue_id: 2, name: 'Kamaraterem', name_en: 'Chamber Hall', capacity: 120 },
      // No performance yet: the least a hall can hold, for an administrator to set.
      { venue_id: 3, name: 'Udvar', name_en: 'Courtyard', capacity: 1 },
    ]);
  });

  it("puts every performance in its venue's hall", async () => {
    const rows = await handle.db
      .selectFrom('events as e')
      .innerJoin('halls as h', 'h.id', 'e.hall_id')
      .select(['e.id', 'e.venue_id', 'h.venue_id as hall_venue'])
      .orderBy('e.id')
      .execute();
    expect(rows).toEqual([
      { id: 1, venue_id: 1, hall_venue: 1 },
      { id: 2, venue_id: 1, hall_venue: 1 },
      { id: 3, venue_id: 2, hall_venue: 2 },
    ]);
  });

  it('fills in the hall or the venue an insert leaves out, and refuses the two disagreeing', async () => {
    const hallOf = async (venueId: number) =>
      (
        await handle.db
          .selectFrom('halls')
          .select('id')
          .where('venue_id', '=', venueId)
          .executeTakeFirstOrThrow()
      ).id;
    const byVenue = await handle.db
      .insertInto('events')
      .values({ production_id: 1, venue_id: 2, url: 'regi-kod', starts_at: new Date() })
      .returning(['hall_id'])
      .executeTakeFirstOrThrow();
    expect(byVenue.hall_id).toBe(await hallOf(2));
    const { rows } = await sql<{ venue_id: number }>`
      insert into events (production_id, hall_id, url, starts_at)
      values (1, ${await hallOf(3)}, 'csak-terem', now()) returning venue_id
    `.execute(handle.db);
    expect(rows[0]?.venue_id).toBe(3);
    await expect(
      handle.db
        .insertInto('events')
        .values({
          production_id: 1,
          venue_id: 1,
          hall_id: await hallOf(2),
          url: 'rossz-par',
          starts_at: new Date(),
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it("moves a hall's performances along when the hall moves to another venue", async () => {
    const hall = await handle.db
      .selectFrom('halls')
      .select('id')
      .where('venue_id', '=', 2)
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('halls').set({ venue_id: 1 }).where('id', '=', hall.id).execute();
    const moved = await handle.db
      .selectFrom('events')
      .select('venue_id')
      .where('hall_id', '=', hall.id)
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((row) => row.venue_id === 1)).toBe(true);
  });

  it('adds the link origin of orders', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_name = 'orders' and column_name = 'link_origin'
    `.execute(handle.db);
    expect(rows).toHaveLength(1);
  });
});
