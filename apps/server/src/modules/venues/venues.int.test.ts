import type { AdminPerformance, AdminVenue, EventDetails } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  auditOf,
  inDays,
  productionSample,
  programmeCall,
  ticketTypeSample,
  uniqueWord,
} from '../programme/programme-test-kit.js';

/**
 * Decision 0027: a fresh production database could not create a venue. Venues (name, address)
 * and their halls (name, capacity) are managed in the back office, administrators only, audited;
 * a performance takes place in a hall, and its ticket types are checked against the hall's
 * capacity.
 */

let world: CheckoutWorld;
let admin: { token: string; userId: number };
let cashier: { token: string };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'helyszin', 'admin');
  cashier = await signedInBuyer(world, 'helyszin-penztar', 'cashier');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;
const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; lang?: 'hu' | 'en'; token?: string } = {},
) => programmeCall<T>(world, method, url, options.token ?? admin.token, options);

const venueSample = (name = `Próba Színház ${uniqueWord()}`) => ({
  name,
  name_en: `${name} Theatre`,
  address: '1011 Budapest, Bem rakpart 33.',
});

const hallSample = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nagyterem',
  name_en: 'Main Hall',
  capacity: 100,
  ...overrides,
});

/** A new venue with one hall of `capacity`, through the API. */
async function venueWithHall(capacity = 100) {
  const venue = await call<AdminVenue>('POST', '/api/admin/venues', { body: venueSample() });
  expect(venue.status).toBe(201);
  const withHall = await call<AdminVenue>('POST', `/api/admin/venues/${venue.body.id}/halls`, {
    body: hallSample({ capacity }),
  });
  expect(withHall.status).toBe(201);
  const hall = withHall.body.halls[0];
  if (!hall) throw new Error('no hall');
  return { venueId: venue.body.id, hallId: hall.id };
}

/** A production with an unpublished performance in the hall, through the API. */
async function performanceIn(hallId: number) {
  const production = await call<{ id: number }>('POST', '/api/admin/productions', {
    body: productionSample(),
  });
  expect(production.status).toBe(201);
  const performance = await call<AdminPerformance>('POST', '/api/admin/performances', {
    body: {
      production_id: production.body.id,
      hall_id: hallId,
      url: `terem-${uniqueWord()}`,
      starts_at: inDays(12),
      sale_starts_at: null,
      sale_ends_at: null,
      vip_only: false,
      tech_fee: null,
    },
  });
  expect(performance.status).toBe(201);
  return performance.body;
}

describe('venues and their halls', () => {
  it('creates a venue and its halls on an empty list, lists them, audited with the administrator', async () => {
    const body = venueSample();
    const created = await call<AdminVenue>('POST', '/api/admin/venues', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, halls: [], performances: 0 });
    const venueId = created.body.id;

    const first = await call<AdminVenue>('POST', `/api/admin/venues/${venueId}/halls`, {
      body: hallSample({ name: 'Kamaraterem', name_en: 'Chamber Hall', capacity: 120 }),
    });
    expect(first.status).toBe(201);
    const second = await call<AdminVenue>('POST', `/api/admin/venues/${venueId}/halls`, {
      body: hallSample({ name: 'Stúdió', name_en: 'Studio', capacity: 60 }),
    });
    expect(second.body.halls).toMatchObject([
      { name: 'Kamaraterem', name_en: 'Chamber Hall', capacity: 120, performances: 0 },
      { name: 'Stúdió', name_en: 'Studio', capacity: 60, performances: 0 },
    ]);

    const list = await call<AdminVenue[]>('GET', '/api/admin/venues');
    expect(list.status).toBe(200);
    expect(list.body.find((venue) => venue.id === venueId)?.halls).toHaveLength(2);
    const trail = await auditOf(db(), 'venue', venueId);
    expect(trail.map((entry) => entry.action)).toEqual([
      'venue.created',
      'hall.created',
      'hall.created',
    ]);
    expect(trail.every((entry) => entry.actor_id === admin.userId)).toBe(true);
  });

  it('changes a venue and a hall, audited with each value before and after', async () => {
    const { venueId, hallId } = await venueWithHall(100);
    const renamed = await call<AdminVenue>('PUT', `/api/admin/venues/${venueId}`, {
      body: venueSample('Új Színház'),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Új Színház');
    const hall = await call<AdminVenue>('PUT', `/api/admin/halls/${hallId}`, {
      body: hallSample({ name: 'Nagyszínpad', capacity: 80, sort_order: 3 }),
    });
    expect(hall.status).toBe(200);
    expect(hall.body.halls[0]).toMatchObject({ name: 'Nagyszínpad', capacity: 80, sort_order: 3 });
    const trail = await auditOf(db(), 'venue', venueId);
    expect(trail.at(-2)).toMatchObject({
      action: 'venue.updated',
      data: { changes: { name: { to: 'Új Színház' } } },
    });
    expect(trail.at(-1)).toMatchObject({
      action: 'hall.updated',
      data: {
        hall_id: hallId,
        changes: { capacity: { from: 100, to: 80 }, name: { to: 'Nagyszínpad' } },
      },
    });
  });

  it('answers bad input with a translated 422 per field and changes nothing', async () => {
    const before = await db().selectFrom('venues').select('id').execute();
    const hu = await call<AdminVenue>('POST', '/api/admin/venues', {
      body: { name: '  ', name_en: 'x', address: 'y'.repeat(301) },
      lang: 'hu',
    });
    expect(hu.status).toBe(422);
    expect(Object.keys(hu.body.errors ?? {}).sort()).toEqual(['address', 'name']);
    expect(hu.body.errors?.['name']?.[0]).toBe('A mező kitöltése kötelező.');
    const en = await call<AdminVenue>('POST', '/api/admin/venues', {
      body: { name_en: 'x', address: 'y' },
      lang: 'en',
    });
    expect(en.status).toBe(422);
    expect(en.body.errors?.['name']?.[0]).toBe('This field is required.');
    expect(await db().selectFrom('venues').select('id').execute()).toHaveLength(before.length);

    const { venueId } = await venueWithHall();
    const badHall = await call<AdminVenue>('POST', `/api/admin/venues/${venueId}/halls`, {
      body: hallSample({ capacity: 0 }),
      lang: 'hu',
    });
    expect(badHall.status).toBe(422);
    expect(badHall.body.errors?.['capacity']).toHaveLength(1);
    expect(badHall.body.message).not.toMatch(/capacity|Too small/);
  });

  it('answers 404 for a venue or hall that does not exist, and 403 to a cashier', async () => {
    expect((await call('PUT', '/api/admin/venues/999999', { body: venueSample() })).status).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/admin/venues/999999/halls', { body: hallSample() })).status,
    ).toBe(404);
    expect((await call('PUT', '/api/admin/halls/999999', { body: hallSample() })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/halls/999999')).status).toBe(404);
    expect((await call('DELETE', '/api/admin/venues/999999')).status).toBe(404);
    const refused = await call('POST', '/api/admin/venues', {
      body: venueSample(),
      token: cashier.token,
    });
    expect(refused.status).toBe(403);
  });
});

describe('performances take place in a hall', () => {
  it("shows the hall's venue in the shop, with the hall, as before", async () => {
    const { venueId, hallId } = await venueWithHall(300);
    const performance = await performanceIn(hallId);
    expect(performance).toMatchObject({ hall_id: hallId, venue_id: venueId });
    await call('POST', `/api/admin/performances/${performance.id}/ticket-types`, {
      body: ticketTypeSample({ capacity: 50 }),
    });
    await call('POST', `/api/admin/performances/${performance.id}/publish`);
    const shown = await world.t.app.inject(`/api/events/${performance.url}`);
    const event = shown.json<EventDetails>();
    expect(event.venue).toMatchObject({ address: '1011 Budapest, Bem rakpart 33.' });
    expect(event.venue.name).toMatch(/^Próba Színház/);
    expect(event.hall).toEqual({ name: 'Nagyterem', name_translations: { en: 'Main Hall' } });
  });

  it('refuses to delete a hall or a venue that has performances, and deletes them without', async () => {
    const { venueId, hallId } = await venueWithHall();
    await performanceIn(hallId);
    for (const lang of ['hu', 'en'] as const) {
      const hall = await call('DELETE', `/api/admin/halls/${hallId}`, { lang });
      expect(hall.status).toBe(409);
      expect(hall.body.code).toBe('hall_in_use');
      const venue = await call('DELETE', `/api/admin/venues/${venueId}`, { lang });
      expect(venue.status).toBe(409);
      expect(venue.body.code).toBe('venue_in_use');
    }
    expect(await db().selectFrom('halls').select('id').where('id', '=', hallId).execute()).toEqual([
      { id: hallId },
    ]);

    const empty = await venueWithHall();
    const spare = await call<AdminVenue>('POST', `/api/admin/venues/${empty.venueId}/halls`, {
      body: hallSample({ name: 'Próbaterem' }),
    });
    const spareId = spare.body.halls.find((hall) => hall.name === 'Próbaterem')?.id;
    expect((await call('DELETE', `/api/admin/halls/${spareId}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/venues/${empty.venueId}`)).status).toBe(204);
    expect(
      await db().selectFrom('halls').select('id').where('venue_id', '=', empty.venueId).execute(),
    ).toEqual([]);
    const trail = await auditOf(db(), 'venue', empty.venueId);
    expect(trail.map((entry) => entry.action).slice(-2)).toEqual(['hall.deleted', 'venue.deleted']);
  });

  it("checks a performance's ticket types against its hall's capacity, sparing what exceeded it before", async () => {
    const { hallId } = await venueWithHall(100);
    const performance = await performanceIn(hallId);
    const add = (capacity: number, lang: 'hu' | 'en' = 'en') =>
      call<AdminPerformance>('POST', `/api/admin/performances/${performance.id}/ticket-types`, {
        body: ticketTypeSample({ capacity }),
        lang,
      });
    const first = await add(60);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ hall_capacity: 100 });
    const over = await add(50, 'hu');
    expect(over.status).toBe(422);
    expect(over.body.errors?.['capacity']?.[0]).toContain('40');
    const typeId = first.body.ticket_types[0]?.id ?? 0;
    const put = (capacity: number, price = 6900) =>
      call<AdminPerformance>('PUT', `/api/admin/ticket-types/${typeId}`, {
        body: ticketTypeSample({ capacity, price }),
      });
    expect((await put(101)).status).toBe(422);
    expect((await put(100)).status).toBe(200);

    // The hall shrinks: the performance keeps its tickets, may change them and lower them, not
    // raise them past the hall.
    const shrunk = await call('PUT', `/api/admin/halls/${hallId}`, {
      body: hallSample({ capacity: 50 }),
    });
    expect(shrunk.status).toBe(200);
    expect((await put(100, 7900)).status).toBe(200);
    expect((await put(90)).status).toBe(200);
    expect((await put(95)).status).toBe(422);
    expect((await add(1)).status).toBe(422);
    expect((await put(30)).status).toBe(200);
    expect((await add(20)).status).toBe(201);
  });

  it('lets only one of two administrators take the last places of a hall at the same time', async () => {
    const { hallId } = await venueWithHall(100);
    const performance = await performanceIn(hallId);
    const replies = await Promise.all(
      [0, 1, 2, 3].map(() =>
        call<AdminPerformance>('POST', `/api/admin/performances/${performance.id}/ticket-types`, {
          body: ticketTypeSample({ capacity: 60 }),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422, 422, 422]);
    const total = await db()
      .selectFrom('ticket_types')
      .select((eb) => eb.fn.sum<string>('capacity').as('total'))
      .where('event_id', '=', performance.id)
      .executeTakeFirstOrThrow();
    expect(Number(total.total)).toBe(60);
  });

  it('moves a performance to another hall only when its tickets fit (422 on hall_id)', async () => {
    const big = await venueWithHall(200);
    const small = await venueWithHall(20);
    const performance = await performanceIn(big.hallId);
    await call('POST', `/api/admin/performances/${performance.id}/ticket-types`, {
      body: ticketTypeSample({ capacity: 150 }),
    });
    const body = {
      production_id: performance.production_id,
      hall_id: small.hallId,
      url: performance.url,
      starts_at: performance.starts_at,
      sale_starts_at: null,
      sale_ends_at: null,
      vip_only: false,
      tech_fee: null,
    };
    const refused = await call<AdminPerformance>(
      'PUT',
      `/api/admin/performances/${performance.id}`,
      { body, lang: 'hu' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['hall_id']).toHaveLength(1);
    const moved = await call<AdminPerformance>('PUT', `/api/admin/performances/${performance.id}`, {
      body: { ...body, hall_id: (await venueWithHall(150)).hallId },
    });
    expect(moved.status).toBe(200);
    const row = await db()
      .selectFrom('events')
      .select(['hall_id', 'venue_id'])
      .where('id', '=', performance.id)
      .executeTakeFirstOrThrow();
    expect(row.hall_id).toBe(moved.body.hall_id);
    expect(row.venue_id).toBe(moved.body.venue_id);
  });
});
