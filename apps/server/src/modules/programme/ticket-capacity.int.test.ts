import type { AdminPerformance, OrderReply, PaymentInitReply } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireCart, heldMismatches } from '../cart/cart-test-kit.js';
import { hashCartKey } from '../cart/cart-key.js';
import {
  createCheckoutWorld,
  payOnPage,
  receiptOrder,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  auditOf,
  createdPerformance,
  oversold,
  programmeCall,
  ticketTypeSample,
  typeRow,
} from './programme-test-kit.js';

// The capacity of a ticket type: raised at any time, lowered only down to what is sold and held,
// decided by one conditional UPDATE under the row lock every cart add takes.

let world: CheckoutWorld;
let admin: { token: string; userId: number };
let buyer: { token: string };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'kapacitas', 'admin');
  buyer = await signedInBuyer(world, 'vevo');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

const setCapacity = (typeId: number, capacity: number, lang: 'hu' | 'en' = 'en') =>
  programmeCall<AdminPerformance>(world, 'PUT', `/api/admin/ticket-types/${typeId}`, admin.token, {
    body: ticketTypeSample({ capacity }),
    lang,
  });

async function addTickets(typeId: number, count: number, token?: string): Promise<string> {
  const key = await world.client.newKey();
  for (let index = 0; index < count; index += 1) {
    const added = await world.client.add(key, typeId, token);
    if (added.status !== 200) throw new Error(`add answered ${added.status}`);
  }
  return key;
}

/** Tickets of the type bought in the shop and paid by card on the simulator's page. */
async function buyTickets(typeId: number, count: number): Promise<void> {
  const key = await addTickets(typeId, count, buyer.token);
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${stored.body.id}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
}

describe('the capacity of a ticket type', () => {
  it('goes down to sold + held and no further, answering the least allowed on the field', async () => {
    const show = await createdPerformance(world, admin.token, {
      type: { capacity: 20 },
      publish: true,
    });
    await buyTickets(show.typeId, 3);
    await addTickets(show.typeId, 4);
    expect(await typeRow(db(), show.typeId)).toMatchObject({ capacity: 20, sold: 3, held: 4 });

    const detail = await programmeCall<AdminPerformance>(
      world,
      'GET',
      `/api/admin/performances/${show.eventId}`,
      admin.token,
    );
    expect(detail.body.ticket_types[0]).toMatchObject({
      capacity: 20,
      sold: 3,
      held: 4,
      min_capacity: 7,
      deletable: false,
    });

    const below = await setCapacity(show.typeId, 6, 'hu');
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      capacity: [
        'A kapacitás legalább 7 legyen: ennyi jegyet adtak el (3) vagy tartanak kosárban és fizetésre váró rendelésben (4).',
      ],
    });
    expect((await typeRow(db(), show.typeId))?.capacity).toBe(20);

    const exact = await setCapacity(show.typeId, 7);
    expect(exact.status).toBe(200);
    expect(exact.body.ticket_types[0]).toMatchObject({ capacity: 7, min_capacity: 7 });
    // Sold out now: the next add is refused, and raising the capacity sells again at once.
    expect((await world.client.add(await world.client.newKey(), show.typeId)).status).toBe(409);
    expect((await setCapacity(show.typeId, 30)).status).toBe(200);
    expect((await world.client.add(await world.client.newKey(), show.typeId)).status).toBe(200);

    const trail = await auditOf(db(), 'performance', show.eventId);
    expect(
      trail
        .filter((entry) => entry.action === 'ticket_type.updated')
        .map(
          (entry) =>
            (entry.data as { changes?: { capacity?: { to: number } } }).changes?.capacity?.to,
        ),
    ).toEqual([7, 30]);
    expect(trail.at(-1)?.actor_id).toBe(admin.userId);
  });

  it('does not count holds that expired: they are reclaimed under the lock first', async () => {
    const show = await createdPerformance(world, admin.token, {
      type: { capacity: 10 },
      publish: true,
    });
    const key = await addTickets(show.typeId, 5);
    await expireCart(db(), hashCartKey(key));
    expect(await typeRow(db(), show.typeId)).toMatchObject({ held: 5 });
    const reply = await setCapacity(show.typeId, 0);
    expect(reply.status).toBe(200);
    expect(await typeRow(db(), show.typeId)).toMatchObject({ capacity: 0, held: 0 });
    expect(await heldMismatches(db())).toEqual([]);
  });

  it('never lets concurrent cart adds and decreases leave sold + held above the capacity', async () => {
    // Several rounds: a lost race shows only now and then.
    for (let round = 0; round < 4; round += 1) {
      const show = await createdPerformance(world, admin.token, {
        type: { capacity: 30 },
        publish: true,
      });
      const keys = await Promise.all(Array.from({ length: 24 }, () => world.client.newKey()));
      const capacities = [26, 22, 18, 14, 10, 12, 8, 16];
      // 24 buyers, each from an address of its own (the per-client hold limits are not the subject).
      const adds = keys.map((key, i) =>
        world.client.add(key, show.typeId, undefined, `10.19.${round}.${i + 1}`),
      );
      const decreases = capacities.map((capacity) => setCapacity(show.typeId, capacity));
      const [addReplies, capacityReplies] = await Promise.all([
        Promise.all(adds),
        Promise.all(decreases),
      ]);

      // Every answer is a decision, never a failure.
      for (const reply of addReplies) expect([200, 409]).toContain(reply.status);
      for (const reply of capacityReplies) expect([200, 422]).toContain(reply.status);
      for (const reply of capacityReplies.filter((r) => r.status === 422)) {
        expect(reply.body.errors?.['capacity']?.[0]).toMatch(/^The capacity must be at least \d+/);
      }

      const final = await typeRow(db(), show.typeId);
      if (!final) throw new Error('the ticket type is gone');
      const granted = addReplies.filter((reply) => reply.status === 200).length;
      expect(final.held).toBe(granted);
      expect(final.sold + final.held).toBeLessThanOrEqual(final.capacity);
      expect(await oversold(db())).toEqual([]);
      expect(await heldMismatches(db())).toEqual([]);
      // The capacity stored is one a successful decrease set (or the first one, if none did).
      const accepted = capacityReplies
        .map((reply, index) => (reply.status === 200 ? capacities[index] : null))
        .filter((value): value is number => value !== null);
      expect([30, ...accepted]).toContain(final.capacity);
    }
  });

  it('runs the decrease and the adds in many rounds without a single failure', async () => {
    for (let round = 0; round < 5; round += 1) {
      const show = await createdPerformance(world, admin.token, {
        type: { capacity: 12 },
        publish: true,
      });
      const keys = await Promise.all(Array.from({ length: 10 }, () => world.client.newKey()));
      const replies = await Promise.all([
        ...keys.map((key) => world.client.add(key, show.typeId)),
        setCapacity(show.typeId, 6),
        setCapacity(show.typeId, 4),
      ]);
      for (const reply of replies) expect(reply.status).toBeLessThan(500);
      const final = await typeRow(db(), show.typeId);
      expect(final!.sold + final!.held).toBeLessThanOrEqual(final!.capacity);
    }
    expect(await oversold(db())).toEqual([]);
  });
});
