import type { AdminPerformance, AdminProduction, PerformanceBody } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  performanceSample,
  productionSample,
  ticketTypeSample,
} from '../programme/programme-test-kit.js';
import { adminCaller, gridDocument, newHall, type AdminCall } from './seat-map-admin-test-kit.js';
import { createSeatedShow } from './seating-test-kit.js';

// A performance sells as its hall does (decision 0036): one made in a seated hall takes the
// hall's map, one moved between halls takes the new hall's seating while nothing of it was ever
// held or sold, and after that it keeps what it went on sale with.

let world: CheckoutWorld;
let call: AdminCall;
let productionId: number;

beforeAll(async () => {
  world = await createCheckoutWorld();
  const admin = await signedInBuyer(world, 'terem-valtas', 'admin');
  call = adminCaller(world, () => admin.token);
  const production = await call<AdminProduction>('POST', '/api/admin/productions', {
    body: productionSample(),
  });
  productionId = production.body.id;
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

/** A hall with a map of `rows` × `seats`; answers the hall and its current map version. */
async function seatedHall(rows: number, seats: number): Promise<{ hallId: number; mapId: number }> {
  const hallId = await newHall(call);
  const saved = await call('PUT', `/api/admin/halls/${hallId}/seat-map`, {
    body: gridDocument(rows, seats),
  });
  expect(saved.status).toBe(200);
  const hall = await db()
    .selectFrom('halls')
    .select('seat_map_id')
    .where('id', '=', hallId)
    .executeTakeFirstOrThrow();
  return { hallId, mapId: hall.seat_map_id! };
}

async function seatingOf(eventId: number) {
  const event = await db()
    .selectFrom('events')
    .select(['seat_map_id', 'hall_id'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const seats = await db()
    .selectFrom('performance_seats')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { ...event, seats: Number(seats.count) };
}

describe('a performance in a hall', () => {
  it('takes a seated hall’s map when it is made there', async () => {
    const { hallId, mapId } = await seatedHall(2, 3);
    const created = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId),
    });
    expect(created.status).toBe(201);
    expect(await seatingOf(created.body.id)).toMatchObject({ seat_map_id: mapId, seats: 6 });
    const seats = await call<{ seats: unknown[] }>(
      'GET',
      `/api/admin/performances/${created.body.id}/seats`,
    );
    expect(seats.status).toBe(200);
    expect(seats.body.seats).toHaveLength(6);
    // Its zones are ticket types without a capacity of their own: the seats painted give it.
    const zone = await call('POST', `/api/admin/performances/${created.body.id}/ticket-types`, {
      body: ticketTypeSample({ capacity: 0 }),
    });
    expect(zone.status).toBe(201);
  });

  it('follows the seating of the hall it moves to while nothing of it was sold', async () => {
    const general = await newHall(call, 50);
    const first = await seatedHall(2, 3);
    const second = await seatedHall(1, 4);
    const body: PerformanceBody = performanceSample(productionId, general);
    const created = await call<AdminPerformance>('POST', '/api/admin/performances', { body });
    const id = created.body.id;
    expect(await seatingOf(id)).toMatchObject({ seat_map_id: null, seats: 0 });

    const move = (hallId: number) =>
      call('PUT', `/api/admin/performances/${id}`, { body: { ...body, hall_id: hallId } });
    expect((await move(first.hallId)).status).toBe(200);
    expect(await seatingOf(id)).toMatchObject({ seat_map_id: first.mapId, seats: 6 });
    expect((await move(second.hallId)).status).toBe(200);
    expect(await seatingOf(id)).toMatchObject({ seat_map_id: second.mapId, seats: 4 });
    expect((await move(general)).status).toBe(200);
    expect(await seatingOf(id)).toMatchObject({ seat_map_id: null, seats: 0, hall_id: general });
  });

  it('keeps its map once a seat was held, and says so under the hall', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const key = await world.client.newKey();
    const held = await world.client.call('POST', `/api/cart/${key}/seats`, {
      body: { cart_key: key, event_id: show.eventId, seat_ids: [show.seats[0]?.[0]] },
    });
    expect(held.status).toBe(200);
    const before = await seatingOf(show.eventId);
    const general = await newHall(call, 50);
    const performance = await call<AdminPerformance>(
      'GET',
      `/api/admin/performances/${show.eventId}`,
    );
    const body: PerformanceBody = {
      production_id: performance.body.production_id,
      hall_id: general,
      url: performance.body.url,
      starts_at: performance.body.starts_at,
      sale_starts_at: performance.body.sale_starts_at,
      sale_ends_at: performance.body.sale_ends_at,
      vip_only: performance.body.vip_only,
      tech_fee: performance.body.tech_fee,
    };
    const refused = await call<{ errors: Record<string, string[]> }>(
      'PUT',
      `/api/admin/performances/${show.eventId}`,
      { body, lang: 'en' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors['hall_id']?.[0]).toMatch(/already been held or sold/);
    expect(await seatingOf(show.eventId)).toEqual(before);
  });
});
