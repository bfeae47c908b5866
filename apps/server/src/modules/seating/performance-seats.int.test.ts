import type { AdminPerformanceSeatsReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { sell, type Reply } from '../box-office/box-office-test-kit.js';
import { admin, cashier, customer, db, world } from '../box-office/box-office-sale-test-support.js';
import { createShow } from '../cart/cart-test-kit.js';
import { auditOf } from '../programme/programme-test-kit.js';
import { createSeatedShow } from './seating-test-kit.js';

// A performance's seats in the back office (decision 0036): every seat with its zone, block,
// state and order; zones painted and seats blocked, all or none, the zones' capacities following.

type SeatsReply = Reply<AdminPerformanceSeatsReply>;

const seats = (eventId: number, token = admin.token) =>
  world.client.call<SeatsReply>('GET', `/api/admin/performances/${eventId}/seats`, { token });
const assign = (eventId: number, changes: object[], token = admin.token, lang?: 'hu' | 'en') =>
  world.client.call<SeatsReply>('POST', `/api/admin/performances/${eventId}/seats`, {
    body: { changes },
    token,
    ...(lang ? { lang } : {}),
  });
const capacities = async (ids: number[]) =>
  (
    await db()
      .selectFrom('ticket_types')
      .select(['id', 'capacity'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((row) => row.capacity);

describe("a performance's seats", () => {
  it('lists every seat in map order with zones and states, and each zone’s counts', async () => {
    const show = await createSeatedShow(db(), { rows: 4, seatsPerRow: 8 });
    const reply = await seats(show.eventId);
    expect(reply.status).toBe(200);
    expect(reply.body.seats.map((seat) => seat.id)).toEqual(show.seats.flat());
    expect(reply.body.seats[0]).toEqual({
      id: show.seats[0]?.[0],
      section: 'Földszint',
      section_en: 'Stalls',
      row: '1',
      label: '1',
      x: 20,
      y: 40,
      block: 0,
      wheelchair: false,
      companion: false,
      restricted_view: false,
      ticket_type_id: show.front,
      blocked_reason: null,
      status: 'free',
      order_id: null,
    });
    expect(reply.body.stage).toEqual({ x: 10, y: 5, width: 80, height: 20 });
    expect(reply.body.unassigned).toBe(0);
    const byId = new Map(reply.body.ticket_types.map((type) => [type.id, type]));
    expect(byId.get(show.front)).toMatchObject({
      zones: null,
      capacity: 16,
      counts: { seats: 16, free: 16, held: 0, sold: 0, blocked: 0 },
    });
    expect(byId.get(show.concession)).toMatchObject({
      zones: [show.front, show.back].sort((a, b) => a - b),
      counts: null,
    });
    // The box office reads it; a customer may not.
    expect((await seats(show.eventId, cashier.token)).status).toBe(200);
    expect((await seats(show.eventId, customer.token)).status).toBe(403);
    expect((await seats(show.eventId, '')).status).toBe(401);
  });

  it('answers seat_map_not_found for general admission, performance_not_found for none', async () => {
    const plain = await createShow(db());
    const general = await seats(plain.eventId);
    expect(general.status).toBe(404);
    expect(general.body.code).toBe('seat_map_not_found');
    expect((await seats(2_000_000_000)).body.code).toBe('performance_not_found');
    const painted = await assign(plain.eventId, [{ seat_ids: [1], blocked_reason: 'sajtó' }]);
    expect(painted.status).toBe(404);
    expect(painted.body.code).toBe('seat_map_not_found');
  });

  it('paints zones and blocks seats; the zones’ capacities follow; audited', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const [a, b, c] = show.seats[0] as [number, number, number];
    const reply = await assign(show.eventId, [
      { seat_ids: [a, b], blocked_reason: 'Sajtó' },
      { seat_ids: [c], ticket_type_id: show.back },
      { seat_ids: show.seats[1], ticket_type_id: null },
    ]);
    expect(reply.status).toBe(200);
    const seatOf = (id: number) => reply.body.seats.find((seat) => seat.id === id);
    expect(seatOf(a)).toMatchObject({ status: 'blocked', blocked_reason: 'Sajtó' });
    expect(seatOf(c)).toMatchObject({ status: 'free', ticket_type_id: show.back });
    expect(reply.body.unassigned).toBe(4);
    const front = reply.body.ticket_types.find((type) => type.id === show.front);
    expect(front?.counts).toEqual({ seats: 3, free: 1, held: 0, sold: 0, blocked: 2 });
    expect(await capacities([show.front, show.back, show.concession])).toEqual([1, 1, 0]);
    const trail = await auditOf(db(), 'performance', show.eventId);
    expect(trail.at(-1)).toMatchObject({
      action: 'performance.seats_assigned',
      actor_id: admin.userId,
    });

    const released = await assign(show.eventId, [{ seat_ids: [a, b], blocked_reason: null }]);
    expect(released.body.seats.find((seat) => seat.id === a)?.status).toBe('free');
    expect(await capacities([show.front])).toEqual([3]);
    // Administrators only.
    expect((await assign(show.eventId, [{ seat_ids: [a] }], cashier.token)).status).toBe(403);
  });

  it('refuses a concession as a zone, unknown seats and an empty change, all or none', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const [a, b] = show.seats[0] as [number, number];
    const concession = await assign(show.eventId, [
      { seat_ids: [a], blocked_reason: 'Műszak' },
      { seat_ids: [b], ticket_type_id: show.concession },
    ]);
    expect(concession.status).toBe(422);
    expect(concession.body.errors).toEqual({
      ticket_type_id: [
        'Choose one of the performance’s ticket types as the zone (not a concession).',
      ],
    });
    const unknown = await assign(
      show.eventId,
      [{ seat_ids: [a, 2_000_000_000] }],
      admin.token,
      'hu',
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.seat_ids).toEqual([
      'Ez a hely nem tartozik az előadáshoz: 2000000000.',
    ]);
    const empty = await assign(show.eventId, []);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['changes']);
    const noSeats = await assign(show.eventId, [{ seat_ids: [], blocked_reason: 'x' }]);
    expect(Object.keys(noSeats.body.errors ?? {})).toEqual(['changes.0.seat_ids']);
    // The first change of the refused call was not kept.
    expect((await seats(show.eventId)).body.seats[0]?.blocked_reason).toBeNull();
  });

  it('shows a sold seat with its order, which keeps its zone and cannot be blocked', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const [a] = show.seats[0] as [number];
    const key = await world.client.newKey();
    const held = await world.client.call('POST', `/api/sale/${key}/seats`, {
      body: { cart_key: key, event_id: show.eventId, seat_ids: [a] },
      token: cashier.token,
    });
    expect(held.status).toBe(200);
    const sold = await sell(world, cashier.token, {
      cart_key: key,
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(sold.status).toBe(201);
    const reply = await seats(show.eventId, cashier.token);
    expect(reply.body.seats[0]).toMatchObject({
      id: a,
      status: 'sold',
      order_id: sold.body.order_id,
    });
    expect(reply.body.ticket_types.find((type) => type.id === show.front)?.counts).toMatchObject({
      seats: 4,
      sold: 1,
      free: 3,
    });
    const blocked = await assign(show.eventId, [{ seat_ids: [a], blocked_reason: 'Sajtó' }]);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors?.seat_ids).toEqual([
      `These seats are held or sold and cannot be changed: ${a}.`,
    ]);
  });
});
