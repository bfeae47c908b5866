import type {
  AdminEventInfo,
  AdminPerformance,
  AdminProduction,
  AdminProductionSummary,
  AdminVenue,
  EventDetails,
  EventInfo,
  EventSummary,
  TicketInfo,
} from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  auditOf,
  createdPerformance,
  inDays,
  performanceSample,
  productionSample,
  programmeCall,
  ticketTypeSample,
  typeRow,
  uniqueWord,
} from './programme-test-kit.js';

let world: CheckoutWorld;
let admin: { token: string; userId: number };
let cashier: { token: string; userId: number };
let venueId: number;
let hallId: number;

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'musor', 'admin');
  cashier = await signedInBuyer(world, 'penztar', 'cashier');
  // The demo's largest hall: the tests' ticket types fit in it.
  const hall = await world.t.database.db
    .selectFrom('halls')
    .select(['id', 'venue_id'])
    .orderBy('capacity', 'desc')
    .executeTakeFirstOrThrow();
  hallId = hall.id;
  venueId = hall.venue_id;
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

describe('venues and productions', () => {
  it('lists the venues for the pickers', async () => {
    const reply = await call<AdminVenue[]>('GET', '/api/admin/venues');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    expect(typeof reply.body[0]?.id).toBe('number');
    expect(reply.body[0]?.name).not.toBe('');
    expect(reply.body.flatMap((venue) => venue.halls).map((hall) => hall.id)).toContain(hallId);
  });

  it('creates a production, audited with the administrator, and lists it', async () => {
    const body = productionSample();
    const created = await call<AdminProduction>('POST', '/api/admin/productions', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: body.name,
      name_en: body.name_en,
      duration_minutes: 150,
      age_limit: 12,
      poster_url: '/storage/posters/default.svg',
      poster_uploaded: false,
      performances: [],
    });
    expect(created.body.changes[0]).toMatchObject({
      action: 'production.created',
      actor: { id: admin.userId },
    });
    const stored = await db()
      .selectFrom('productions')
      .select(['name', 'key', 'description'])
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe(body.description);
    expect(stored.key).toMatch(/^proba-/);
    expect(await auditOf(db(), 'production', created.body.id)).toEqual([
      expect.objectContaining({ action: 'production.created', actor_id: admin.userId }),
    ]);

    // The same name again gets a key of its own.
    const again = await call<AdminProduction>('POST', '/api/admin/productions', { body });
    expect(again.status).toBe(201);
    const keys = await db()
      .selectFrom('productions')
      .select('key')
      .where('id', 'in', [created.body.id, again.body.id])
      .execute();
    expect(new Set(keys.map((row) => row.key)).size).toBe(2);

    const list = await call<AdminProductionSummary[]>('GET', '/api/admin/productions');
    expect(list.body.find((row) => row.id === created.body.id)).toMatchObject({
      performances: 0,
      upcoming: 0,
      next_starts_at: null,
    });
    // The demo season's productions with coming performances come first.
    expect(list.body[0]?.next_starts_at).not.toBeNull();
  });

  it('refuses bad productions field by field, translated', async () => {
    const reply = await call('POST', '/api/admin/productions', {
      body: { ...productionSample(), name: '  ', duration_minutes: 0, age_limit: 30 },
      lang: 'hu',
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual([
      'age_limit',
      'duration_minutes',
      'name',
    ]);
    expect(reply.body.errors?.['name']).toEqual(['A mező kitöltése kötelező.']);
    const text = await call('POST', '/api/admin/productions', {
      body: { ...productionSample(), duration_minutes: 'sok' },
    });
    expect(text.status).toBe(422);
    expect(text.body.errors?.['duration_minutes']).toEqual(['Give a number.']);
  });

  it('updates a production, recording what changed; nothing changed records nothing', async () => {
    const created = await call<AdminProduction>('POST', '/api/admin/productions', {
      body: productionSample(),
    });
    const body = {
      ...productionSample(created.body.name),
      name: `Új ${uniqueWord()}`,
      age_limit: null,
    };
    const updated = await call<AdminProduction>(
      'PUT',
      `/api/admin/productions/${created.body.id}`,
      {
        body,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: body.name, age_limit: null });
    const again = await call('PUT', `/api/admin/productions/${created.body.id}`, { body });
    expect(again.status).toBe(200);
    const trail = await auditOf(db(), 'production', created.body.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'production.created',
      'production.updated',
    ]);
    expect(trail[1]?.data).toMatchObject({
      changed: ['name', 'age_limit'],
      name: { from: created.body.name, to: body.name },
    });
    const missing = await call('PUT', '/api/admin/productions/999999', { body });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('production_not_found');
  });

  it('is for administrators only', async () => {
    const reply = await call('POST', '/api/admin/productions', {
      body: productionSample(),
      token: cashier.token,
    });
    expect(reply.status).toBe(403);
  });
});

describe('performances', () => {
  let productionId: number;
  beforeAll(async () => {
    const created = await call<AdminProduction>('POST', '/api/admin/productions', {
      body: productionSample(),
    });
    productionId = created.body.id;
  });

  it('creates one unpublished, with the shop-wide fee when it has none', async () => {
    const body = performanceSample(productionId, hallId, {
      sale_starts_at: inDays(1),
      sale_ends_at: inDays(9),
      tech_fee: null,
    });
    const created = await call<AdminPerformance>('POST', '/api/admin/performances', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      production_id: productionId,
      venue_id: venueId,
      hall_id: hallId,
      url: body.url,
      starts_at: body.starts_at,
      sale_starts_at: body.sale_starts_at,
      sale_ends_at: body.sale_ends_at,
      published: false,
      tech_fee: null,
      ticket_types: [],
    });
    expect(created.body.default_tech_fee).toBeGreaterThanOrEqual(0);
    const production = await call<AdminProduction>('GET', `/api/admin/productions/${productionId}`);
    expect(production.body.performances.map((p) => p.id)).toContain(created.body.id);
    expect((await auditOf(db(), 'performance', created.body.id))[0]).toMatchObject({
      action: 'performance.created',
      actor_id: admin.userId,
    });
  });

  it('checks the address like the table does, and that no other performance has it', async () => {
    const bad = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, { url: 'Rossz--cim' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.['url']?.[0]).toMatch(/lower-case letters/);
    const digits = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, { url: '2026-12-03' }),
    });
    expect(digits.status).toBe(422);
    expect(digits.body.errors?.['url']).toBeDefined();

    const first = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId),
    });
    const taken = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, { url: first.body.url }),
      lang: 'hu',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.['url']).toEqual(['Ez a cím már egy másik előadásé.']);
    // Its own address is no conflict when saved again.
    const same = await call('PUT', `/api/admin/performances/${first.body.id}`, {
      body: performanceSample(productionId, hallId, { url: first.body.url }),
    });
    expect(same.status).toBe(200);
  });

  it('gives two saves of one address at the same instant one winner and one 422', async () => {
    const url = `egyszerre-${uniqueWord()}`;
    const replies = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', '/api/admin/performances', {
          body: performanceSample(productionId, hallId, { url }),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422, 422]);
  });

  it('wants the sale to start before it ends, both before the performance', async () => {
    const reply = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, {
        starts_at: inDays(10),
        sale_starts_at: inDays(5),
        sale_ends_at: inDays(4),
      }),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.['sale_ends_at']).toEqual([
      'The sale must end later than it starts.',
    ]);
    const late = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, {
        starts_at: inDays(10),
        sale_ends_at: inDays(11),
      }),
    });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors ?? {})).toEqual(['sale_ends_at']);
  });

  it('refuses unknown productions and halls, bad instants and fees on their fields', async () => {
    const reply = await call('POST', '/api/admin/performances', {
      body: {
        ...performanceSample(999_999, 999_999),
      },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(['hall_id', 'production_id']);
    const shapes = await call('POST', '/api/admin/performances', {
      body: {
        ...performanceSample(productionId, hallId),
        starts_at: '2026-12-03 19:00',
        tech_fee: -5,
        vip_only: 'igen',
      },
    });
    expect(shapes.status).toBe(422);
    expect(Object.keys(shapes.body.errors ?? {}).sort()).toEqual([
      'starts_at',
      'tech_fee',
      'vip_only',
    ]);
  });

  it('edits a performance, recording each field before and after', async () => {
    const created = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId),
    });
    const body = performanceSample(productionId, hallId, {
      url: created.body.url,
      starts_at: inDays(20, 15),
      vip_only: true,
      tech_fee: 350,
    });
    const updated = await call<AdminPerformance>(
      'PUT',
      `/api/admin/performances/${created.body.id}`,
      {
        body,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      starts_at: body.starts_at,
      vip_only: true,
      tech_fee: 350,
    });
    const trail = await auditOf(db(), 'performance', created.body.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'performance.updated',
      actor_id: admin.userId,
      data: {
        starts_at: { from: created.body.starts_at, to: body.starts_at },
        vip_only: { from: false, to: true },
        tech_fee: { from: null, to: 350 },
      },
    });
    expect(trail.at(-1)?.data).not.toHaveProperty('url');
  });
});

describe('publishing', () => {
  it('needs a ticket type, then shows the performance in the shop; unpublishing hides it', async () => {
    const production = await call<AdminProduction>('POST', '/api/admin/productions', {
      body: productionSample(),
    });
    const performance = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(production.body.id, hallId),
    });
    const id = performance.body.id;
    const early = await call('POST', `/api/admin/performances/${id}/publish`, { lang: 'hu' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'performance_without_tickets',
      message: 'Az előadás csak jegytípussal tehető közzé. Előbb adj hozzá egyet.',
    });
    expect(
      (
        await db()
          .selectFrom('events')
          .select('published')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).published,
    ).toBe(false);

    await call('POST', `/api/admin/performances/${id}/ticket-types`, { body: ticketTypeSample() });
    const published = await call<AdminPerformance>('POST', `/api/admin/performances/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    // Publishing what is published changes and records nothing.
    await call('POST', `/api/admin/performances/${id}/publish`);

    const shown = await world.client.call<EventDetails>(
      'GET',
      `/api/events/${performance.body.url}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: production.body.name, on_sale: true });
    const tickets = await world.client.call<TicketInfo[]>(
      'GET',
      `/api/events/${performance.body.url}/ticket-infos`,
    );
    expect(tickets.body.map((ticket) => [ticket.name, ticket.price])).toEqual([
      ['Földszint', 6900],
    ]);
    expect(tickets.body[0]?.quantity).toBeGreaterThan(0);
    const list = await world.client.call<EventSummary[]>('GET', '/api/events');
    expect(list.body.some((event) => event.id === id)).toBe(true);

    const hidden = await call<AdminPerformance>('POST', `/api/admin/performances/${id}/unpublish`);
    expect(hidden.body.published).toBe(false);
    expect((await world.client.call('GET', `/api/events/${id}`)).status).toBe(404);
    expect((await auditOf(db(), 'performance', id)).map((entry) => entry.action)).toEqual([
      'performance.created',
      'ticket_type.created',
      'performance.published',
      'performance.unpublished',
    ]);
  });

  it('answers 404 for an unknown performance', async () => {
    const reply = await call('POST', '/api/admin/performances/999999/publish');
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('performance_not_found');
    expect((await call('GET', '/api/admin/performances/999999')).status).toBe(404);
  });
});

describe('ticket types', () => {
  it('adds them after the others, edits them with the audit of each field', async () => {
    const show = await createdPerformance(world, admin.token);
    const second = await call<AdminPerformance>(
      'POST',
      `/api/admin/performances/${show.eventId}/ticket-types`,
      {
        body: ticketTypeSample({
          name: 'Erkély',
          name_en: 'Balcony',
          price: 4500,
          vat_rate: 'AAM',
        }),
      },
    );
    expect(second.status).toBe(201);
    expect(second.body.ticket_types.map((type) => [type.name, type.sort_order])).toEqual([
      ['Földszint', 0],
      ['Erkély', 1],
    ]);
    const balcony = second.body.ticket_types[1]!;
    expect(balcony).toMatchObject({
      vat_rate: 'AAM',
      sold: 0,
      held: 0,
      min_capacity: 0,
      deletable: true,
    });
    const edited = await call<AdminPerformance>('PUT', `/api/admin/ticket-types/${balcony.id}`, {
      body: ticketTypeSample({
        name: 'Erkély',
        name_en: 'Balcony',
        price: 5200,
        vat_rate: '27',
        vip_only: true,
        sort_order: 0,
        capacity: 60,
      }),
    });
    expect(edited.status).toBe(200);
    expect(await typeRow(db(), balcony.id)).toMatchObject({
      price: 5200,
      vat_rate: '27',
      vip_only: true,
      capacity: 60,
    });
    expect((await auditOf(db(), 'performance', show.eventId)).at(-1)).toMatchObject({
      action: 'ticket_type.updated',
      actor_id: admin.userId,
      data: {
        ticket_type_id: balcony.id,
        price: { from: 4500, to: 5200 },
        capacity: { from: 40, to: 60 },
        vat_rate: { from: 'AAM', to: '27' },
      },
    });
  });

  it('refuses bad ticket types on their fields', async () => {
    const show = await createdPerformance(world, admin.token);
    const reply = await call('POST', `/api/admin/performances/${show.eventId}/ticket-types`, {
      body: { ...ticketTypeSample(), price: 12.5, capacity: -1, vat_rate: '20', name_en: '' },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual([
      'capacity',
      'name_en',
      'price',
      'vat_rate',
    ]);
    expect(
      (await call('PUT', '/api/admin/ticket-types/999999', { body: ticketTypeSample() })).status,
    ).toBe(404);
  });

  it('deletes a ticket type only while nothing was sold, ordered or held of it', async () => {
    const show = await createdPerformance(world, admin.token);
    const spare = await call<AdminPerformance>(
      'POST',
      `/api/admin/performances/${show.eventId}/ticket-types`,
      { body: ticketTypeSample({ name: 'Pótszék', name_en: 'Extra seat' }) },
    );
    const spareId = spare.body.ticket_types[1]!.id;
    const deleted = await call('DELETE', `/api/admin/ticket-types/${spareId}`);
    expect(deleted.status).toBe(204);
    expect(await typeRow(db(), spareId)).toBeUndefined();
    expect((await auditOf(db(), 'performance', show.eventId)).at(-1)).toMatchObject({
      action: 'ticket_type.deleted',
      data: { ticket_type_id: spareId, name: 'Pótszék' },
    });

    // The last ticket type of a published performance stays.
    await call('POST', `/api/admin/performances/${show.eventId}/publish`);
    const last = await call('DELETE', `/api/admin/ticket-types/${show.typeId}`, { lang: 'hu' });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_ticket_type');

    // Held in a cart: in use.
    const other = await call<AdminPerformance>(
      'POST',
      `/api/admin/performances/${show.eventId}/ticket-types`,
      { body: ticketTypeSample({ name: 'Páholy', name_en: 'Box' }) },
    );
    const boxId = other.body.ticket_types.find((type) => type.name === 'Páholy')!.id;
    const key = await world.client.newKey();
    expect((await world.client.add(key, boxId)).status).toBe(200);
    const inCart = await call('DELETE', `/api/admin/ticket-types/${boxId}`, { lang: 'hu' });
    expect(inCart.status).toBe(409);
    expect(inCart.body.code).toBe('ticket_type_in_use');
    expect(inCart.body.message).toMatch(/nem törölhető/);
    expect(await typeRow(db(), boxId)).toBeDefined();

    // An order line refers to it (ever ordered), though nothing is sold or held now.
    await world.client.call('POST', `/api/cart/${key}/delete`, {
      body: { id: boxId, cart_key: key },
    });
    const order = await db()
      .insertInto('orders')
      .values({
        buyer_name: 'Teszt Elek',
        buyer_email: 'teszt@example.com',
        status: 'expired',
        payment_status: 0,
        payment_method: 2,
        channel: 'online',
        total: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('order_items')
      .values({
        order_id: order.id,
        ticket_type_id: boxId,
        name: 'Páholy',
        quantity: 1,
        unit_price: 0,
      })
      .execute();
    const ordered = await call('DELETE', `/api/admin/ticket-types/${boxId}`);
    expect(ordered.status).toBe(409);
    expect(ordered.body.code).toBe('ticket_type_in_use');
    const detail = await call<AdminPerformance>('GET', `/api/admin/performances/${show.eventId}`);
    expect(detail.body.ticket_types.find((type) => type.id === boxId)?.deletable).toBe(false);
  });
});

describe('information blocks', () => {
  it('adds, lists, edits and deletes them, for every performance or one, audited', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    const general = await call<AdminEventInfo[]>(
      'POST',
      `/api/admin/productions/${show.productionId}/infos`,
      {
        body: {
          event_id: null,
          name: 'Szünet',
          name_en: 'Interval',
          body: 'Egy **szünettel**.',
          body_en: 'With one **interval**.',
        },
      },
    );
    expect(general.status).toBe(201);
    const only = await call<AdminEventInfo[]>(
      'POST',
      `/api/admin/productions/${show.productionId}/infos`,
      {
        body: {
          event_id: show.eventId,
          name: 'Közönségtalálkozó',
          name_en: 'Meet the cast',
          body: 'Az előadás után.',
          body_en: 'After the show.',
        },
      },
    );
    expect(only.body.map((info) => [info.name, info.event_id, info.sort_order])).toEqual([
      ['Szünet', null, 0],
      ['Közönségtalálkozó', show.eventId, 1],
    ]);
    const shown = await world.client.call<EventInfo[]>('GET', `/api/events/${show.url}/infos`);
    expect(shown.body.map((info) => info.name)).toEqual(['Szünet', 'Közönségtalálkozó']);
    expect(shown.body[0]?.content).toContain('<strong>szünettel</strong>');

    // A performance of another production cannot be named.
    const elsewhere = await createdPerformance(world, admin.token);
    const wrong = await call('POST', `/api/admin/productions/${show.productionId}/infos`, {
      body: { event_id: elsewhere.eventId, name: 'X', name_en: 'X', body: 'x', body_en: 'x' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['event_id']);
    const empty = await call('POST', `/api/admin/productions/${show.productionId}/infos`, {
      body: { event_id: null, name: 'X', name_en: 'X', body: '   ', body_en: 'x' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['body']);

    const infoId = only.body[1]!.id;
    const edited = await call<AdminEventInfo[]>('PUT', `/api/admin/event-infos/${infoId}`, {
      body: {
        event_id: null,
        name: 'Közönségtalálkozó',
        name_en: 'Meet the cast',
        body: 'Minden előadás után.',
        body_en: 'After every show.',
        sort_order: 0,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.find((info) => info.id === infoId)).toMatchObject({
      event_id: null,
      body: 'Minden előadás után.',
    });
    expect((await call('DELETE', `/api/admin/event-infos/${infoId}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/event-infos/${infoId}`)).status).toBe(404);
    const list = await call<AdminEventInfo[]>(
      'GET',
      `/api/admin/productions/${show.productionId}/infos`,
    );
    expect(list.body.map((info) => info.name)).toEqual(['Szünet']);
    expect(
      (await auditOf(db(), 'production', show.productionId))
        .map((entry) => entry.action)
        .filter((action) => action.startsWith('event_info.')),
    ).toEqual([
      'event_info.created',
      'event_info.created',
      'event_info.updated',
      'event_info.deleted',
    ]);
  });
});
