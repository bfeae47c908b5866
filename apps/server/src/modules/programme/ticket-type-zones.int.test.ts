import type { AdminPerformance } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { createSeatedShow, type SeatedShow } from '../seating/seating-test-kit.js';
import {
  auditOf,
  createdPerformance,
  programmeCall,
  ticketTypeSample,
} from './programme-test-kit.js';

// Concessions on a seated performance's ticket types (decision 0036): a concession names the
// zones it applies to and holds no capacity of its own; a zone's capacity follows its seats.

let world: CheckoutWorld;
let admin: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'zonak', 'admin');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object, lang?: 'hu') =>
  programmeCall<AdminPerformance>(world, method, url, admin.token, {
    ...(body ? { body } : {}),
    ...(lang ? { lang } : {}),
  });
const typeOf = (reply: AdminPerformance, id: number) =>
  reply.ticket_types.find((type) => type.id === id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const addType = (show: SeatedShow, body: object, lang?: 'hu') =>
  call('POST', `/api/admin/performances/${show.eventId}/ticket-types`, body, lang);

describe('concessions of a seated performance', () => {
  it('adds a concession valid in some zones, with capacity 0; the replies carry the zones', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const created = await addType(
      show,
      ticketTypeSample({ name: 'Nyugdíjas', capacity: 0, zones: [show.back, show.front] }),
    );
    expect(created.status).toBe(201);
    const added = created.body.ticket_types.find((type) => type.name === 'Nyugdíjas');
    expect(added).toMatchObject({ capacity: 0, zones: sorted([show.front, show.back]) });
    expect(typeOf(created.body, show.front)?.zones).toBeNull();
    expect(typeOf(created.body, show.concession)?.zones).toEqual(sorted([show.front, show.back]));
    const trail = await auditOf(db(), 'performance', show.eventId);
    expect(trail.at(-1)).toMatchObject({
      action: 'ticket_type.created',
      data: { zones: sorted([show.front, show.back]) },
    });
    // The shop's map offers it in those zones.
    const map = await world.client.call<{ ticket_types: { id: number; zones: number[] | null }[] }>(
      'GET',
      `/api/events/${show.eventId}/seat-map`,
    );
    expect(map.body.ticket_types.find((type) => type.id === added?.id)?.zones).toEqual(
      sorted([show.front, show.back]),
    );
  });

  it('refuses zones that are not zones of the performance, and a capacity of its own', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const other = await createSeatedShow(db(), { rows: 1, seatsPerRow: 2 });
    for (const zones of [[show.concession], [other.front], [show.front, 2_000_000_000]]) {
      const refused = await addType(show, ticketTypeSample({ capacity: 0, zones }));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        zones: [
          'A concession can apply to ticket types of the performance that are not concessions themselves.',
        ],
      });
    }
    const capacity = await addType(
      show,
      ticketTypeSample({ capacity: 10, zones: [show.front] }),
      'hu',
    );
    expect(capacity.status).toBe(422);
    expect(capacity.body.errors?.capacity?.[0]).toContain('Helyre szóló előadásnál');
    // A new zone starts without seats, so with capacity 0.
    const zone = await addType(show, ticketTypeSample({ name: 'Páholy', capacity: 5 }));
    expect(zone.status).toBe(422);
    expect(Object.keys(zone.body.errors ?? {})).toEqual(['capacity']);
    expect((await addType(show, ticketTypeSample({ name: 'Páholy', capacity: 0 }))).status).toBe(
      201,
    );
  });

  it("changes a concession's zones; a zone's capacity follows its seats, not the form", async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const concession = ticketTypeSample({ name: 'Diákjegy', price: 2500, capacity: 0 });
    const narrowed = await call('PUT', `/api/admin/ticket-types/${show.concession}`, {
      ...concession,
      zones: [show.front],
    });
    expect(narrowed.status).toBe(200);
    expect(typeOf(narrowed.body, show.concession)?.zones).toEqual([show.front]);
    const trail = await auditOf(db(), 'performance', show.eventId);
    expect(trail.at(-1)).toMatchObject({
      action: 'ticket_type.updated',
      data: { changes: { zones: { from: sorted([show.front, show.back]), to: [show.front] } } },
    });
    // Left out: the zones stay.
    const renamed = await call('PUT', `/api/admin/ticket-types/${show.concession}`, {
      ...concession,
      price: 2000,
    });
    expect(typeOf(renamed.body, show.concession)).toMatchObject({
      price: 2000,
      zones: [show.front],
    });

    const zone = ticketTypeSample({ name: 'Földszint', price: 6000, capacity: 4 });
    const raised = await call('PUT', `/api/admin/ticket-types/${show.front}`, {
      ...zone,
      capacity: 10,
    });
    expect(raised.status).toBe(422);
    expect(raised.body.errors?.capacity).toEqual([
      'On a seated performance the seats give the capacity: a zone’s is its seats not blocked, a concession’s is 0. Assign the zones on the seat map.',
    ]);
    const repriced = await call('PUT', `/api/admin/ticket-types/${show.front}`, {
      ...zone,
      price: 7000,
    });
    expect(repriced.status).toBe(200);
    expect(typeOf(repriced.body, show.front)).toMatchObject({ price: 7000, capacity: 4 });
    // A zone with seats cannot become a concession.
    const zoneToConcession = await call('PUT', `/api/admin/ticket-types/${show.back}`, {
      ...zone,
      zones: [show.front],
    });
    expect(zoneToConcession.status).toBe(422);
    expect(Object.keys(zoneToConcession.body.errors ?? {})).toEqual(['zones']);

    // A concession made a zone again, with no seats yet.
    const plain = await call('PUT', `/api/admin/ticket-types/${show.concession}`, {
      ...concession,
      zones: [],
    });
    expect(plain.status).toBe(200);
    expect(typeOf(plain.body, show.concession)?.zones).toBeNull();
  });

  it('deletes a zone with seats: its seats are left without a zone', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const deleted = await call('DELETE', `/api/admin/ticket-types/${show.back}`);
    expect(deleted.status).toBe(204);
    const unzoned = await db()
      .selectFrom('performance_seats')
      .select('hall_seat_id')
      .where('event_id', '=', show.eventId)
      .where('ticket_type_id', 'is', null)
      .execute();
    expect(unzoned.map((seat) => seat.hall_seat_id)).toEqual(show.seats[1]);
  });
});

describe('general admission', () => {
  it('has no concessions with zones', async () => {
    const { eventId, typeId } = await createdPerformance(world, admin.token);
    const refused = await call('POST', `/api/admin/performances/${eventId}/ticket-types`, {
      ...ticketTypeSample({ capacity: 10 }),
      zones: [typeId],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      zones: ['Concessions valid in zones can only be set on a seated performance.'],
    });
    const added = await call('POST', `/api/admin/performances/${eventId}/ticket-types`, {
      ...ticketTypeSample({ capacity: 10 }),
      zones: [],
    });
    expect(added.status).toBe(201);
    expect(added.body.ticket_types.every((type) => type.zones === null)).toBe(true);
  });
});
