import type { AdminCouponActionReply, AdminCouponDetails, ErrorBody } from '@theatre/contracts';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { apiCall, changeableOf, newCouponBody } from './coupons-test-kit.js';

// A coupon's limits change under the coupon's row lock, the lock a cart takes to count and take a
// use: a change and the carts applying the coupon at the same moment never end above the limit.

let world: CheckoutWorld;
let admin: string;
beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = (await signedInBuyer(world, 'limit-admin', 'admin')).token;
});
afterAll(async () => {
  await world.close();
});

async function coupon(maxUses: number): Promise<AdminCouponDetails> {
  const reply = await apiCall<AdminCouponDetails>(world, 'POST', '/api/admin/coupons', admin, {
    body: newCouponBody({ max_uses: maxUses }),
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

const lowerLimit = (current: AdminCouponDetails, maxUses: number) =>
  apiCall<AdminCouponActionReply & ErrorBody>(
    world,
    'PUT',
    `/api/admin/coupons/${current.id}`,
    admin,
    { body: { ...changeableOf(current), max_uses: maxUses } },
  );

/** Uses that count against the limit now (as the cart counts them). */
async function countingUses(couponId: number): Promise<number> {
  const row = await world.t.database.db
    .selectFrom('coupon_uses')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('coupon_id', '=', couponId)
    .where(
      sql<boolean>`(status = 'consumed' or (status in ('held', 'reserved') and expires_at > clock_timestamp()))`,
    )
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('a limit changed while carts take the coupon', () => {
  it('waits for a cart that is taking a use, then counts it', async () => {
    const current = await coupon(5);
    const db = world.t.database.db;
    // A cart in the middle of taking two uses: it holds the coupon's row lock, as addCoupon does,
    // and has written its uses without committing yet.
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const cart = db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('coupons')
        .select('id')
        .where('id', '=', current.id)
        .forUpdate()
        .execute();
      for (let index = 0; index < 2; index += 1) {
        await trx
          .insertInto('coupon_uses')
          .values({
            coupon_id: current.id,
            status: 'held',
            expires_at: new Date(Date.now() + 600_000),
          })
          .execute();
      }
      taken();
      await gate;
    });
    await lockTaken;

    const change = lowerLimit(current, 1);
    const early = await Promise.race([
      change.then(() => 'answered'),
      sleep(400).then(() => 'waiting'),
    ]);
    expect(early).toBe('waiting');
    finish();
    await cart;
    const reply = await change;
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.max_uses?.[0]).toMatch(/at least 2:/);
    const row = await db
      .selectFrom('coupons')
      .select('max_uses')
      .where('id', '=', current.id)
      .executeTakeFirstOrThrow();
    expect(row.max_uses).toBe(5);
  });

  it('never ends with more uses than the limit, whichever commits first', async () => {
    const current = await coupon(20);
    const show = await createShow(world.t.database.db, { price: 4000, techFee: 0, capacity: 100 });
    const keys: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const key = await world.client.newKey();
      const added = await world.client.add(key, show.typeId);
      expect(added.status).toBe(200);
      keys.push(key);
    }
    const [change, ...applied] = await Promise.all([
      lowerLimit(current, 4),
      ...keys.map((key) =>
        world.client.call('POST', '/api/coupon/add', {
          body: { coupon_id: current.code, cart_key: key },
        }),
      ),
    ]);
    const uses = await countingUses(current.id);
    const granted = applied.filter((reply) => reply.status === 200).length;
    expect(uses).toBe(granted);
    for (const reply of applied) expect([200, 422]).toContain(reply.status);
    if (change.status === 200) {
      // The change went first (or in between): no cart got past the new limit.
      expect(uses).toBeLessThanOrEqual(4);
    } else {
      // The carts went first: the change was refused with the uses it saw, and the limit stayed.
      expect(change.status).toBe(422);
      const min = Number(/at least (\d+)/.exec(change.body.errors?.max_uses?.[0] ?? '')?.[1]);
      expect(min).toBeGreaterThan(4);
      expect(min).toBeLessThanOrEqual(uses);
      expect(uses).toBeLessThanOrEqual(20);
    }
  });
});
