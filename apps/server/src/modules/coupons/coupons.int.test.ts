import type { AdminCouponsReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import {
  apiCall,
  auditOf,
  cartWithCoupon,
  newCouponBody,
  orderWithCoupon,
} from './coupons-test-kit.js';
import { admin, buyer, cashier, create, created, world } from './coupons-test-support.js';

// Creating a coupon in the back office (its code, its checks, who may), and the coupon list.
// Changing a coupon, switching it off and on and its uses are in coupon-changes.int.test.ts.

describe('creating a coupon', () => {
  it('stores it in capitals with its targets, audits it, and the cart takes it', async () => {
    const show = await createShow(world.t.database.db, { price: 6000, techFee: 0 });
    const other = await createShow(world.t.database.db, { price: 6000, techFee: 0 });
    const body = newCouponBody({
      code: 'tavaszi-Akcio_1',
      kind: 'fixed',
      value: 1500,
      max_uses: 20,
      max_uses_per_user: 2,
      valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      event_ids: [show.eventId, show.eventId],
    });
    const reply = await create(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      code: 'TAVASZI-AKCIO_1',
      name: body.name,
      name_en: body.name_en,
      kind: 'fixed',
      value: 1500,
      max_uses: 20,
      max_uses_per_user: 2,
      active: true,
      state: 'active',
      target_count: 1,
      usage: { consumed: 0, reserved: 0, held: 0, remaining: 20 },
    });
    expect(reply.body.targets).toEqual([
      expect.objectContaining({ event_id: show.eventId, ticket_type_id: null }),
    ]);
    const row = await world.t.database.db
      .selectFrom('coupons')
      .select(['code', 'kind', 'value', 'active', 'valid_until'])
      .where('id', '=', reply.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      code: 'TAVASZI-AKCIO_1',
      kind: 'fixed',
      value: 1500,
      active: true,
    });
    expect(await auditOf(world, 'coupon', reply.body.id)).toEqual([
      expect.objectContaining({ action: 'coupon.created', actor_id: admin.userId }),
    ]);

    // A visitor's cart takes it in any case, for its own performance only.
    const key = await world.client.newKey();
    await world.client.add(key, show.typeId);
    const applied = await world.client.call('POST', '/api/coupon/add', {
      body: { coupon_id: 'tavaszi-akcio_1', cart_key: key },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.summary.discount).toBe(1500);
    const elsewhere = await world.client.newKey();
    await world.client.add(elsewhere, other.typeId);
    const refused = await world.client.call('POST', '/api/coupon/add', {
      body: { coupon_id: 'TAVASZI-AKCIO_1', cart_key: elsewhere },
    });
    expect(refused.status).toBe(422);
  });

  it('refuses a code taken in another case, with the message under the code', async () => {
    const first = await created();
    const again = await create(newCouponBody({ code: first.code.toLowerCase() }), 'hu');
    expect(again.status).toBe(422);
    expect(again.body.errors?.code).toEqual([
      'Ilyen kódú kupon már van (a kis- és nagybetű nem számít).',
    ]);
    const count = await world.t.database.db
      .selectFrom('coupons')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb(eb.fn('lower', ['code']), '=', first.code.toLowerCase()))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('two administrators creating one code at once: exactly one gets it', async () => {
    const body = newCouponBody();
    const replies = await Promise.all([create(body), create({ ...body, name: 'Másik' })]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422]);
  });

  it('checks the discount, the validity, the limits and the performances per field', async () => {
    const percent = await create(newCouponBody({ kind: 'percent', value: 120 }));
    expect(percent.status).toBe(422);
    expect(percent.body.errors?.value).toEqual(['A percentage discount is between 1 and 100.']);
    // A fixed discount may be more than 100 forints.
    expect((await create(newCouponBody({ kind: 'fixed', value: 2500 }))).status).toBe(201);

    const dates = await create(
      newCouponBody({
        valid_from: '2026-12-10T10:00:00+01:00',
        valid_until: '2026-12-01T10:00:00+01:00',
      }),
    );
    expect(dates.status).toBe(422);
    expect(dates.body.errors?.valid_until).toEqual([
      'The end of the validity must be later than its start.',
    ]);

    const limits = await create(newCouponBody({ max_uses: 3, max_uses_per_user: 5 }));
    expect(limits.body.errors?.max_uses_per_user).toEqual([
      'The limit per user cannot be higher than the limit of all uses.',
    ]);

    const unknown = await create(newCouponBody({ event_ids: [2_000_000_000] }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.event_ids).toEqual([
      'There is no such performance: pick one from the list.',
    ]);

    const shape = await create({ code: 'ab', kind: 'other', value: 0, name: '' });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors ?? {})).toEqual(
      expect.arrayContaining(['code', 'kind', 'value', 'name', 'name_en']),
    );
    const bad = await create(newCouponBody({ code: 'with space' }));
    expect(bad.body.errors?.code).toEqual([
      'A coupon code has only letters, digits, hyphens and underscores.',
    ]);
  });

  it('is for administrators only', async () => {
    const reply = await apiCall(world, 'POST', '/api/admin/coupons', cashier, {
      body: newCouponBody(),
    });
    expect(reply.status).toBe(403);
  });
});

describe('the coupon list', () => {
  it('finds coupons by any part of the code or name, case ignored, with their use', async () => {
    const marker = `Keres${Date.now().toString(36)}`;
    const coupon = await created({ code: `${marker}X`, max_uses: 10 });
    const named = await created({ name: `Őszi ${marker} kedvezmény` });
    await created();

    // One held by a live cart, one reserved by an order awaiting payment, one consumed.
    const cart = await cartWithCoupon(world, coupon.code);
    expect(cart.status).toBe(200);
    await orderWithCoupon(world, buyer.token, coupon.code);
    await orderWithCoupon(world, buyer.token, coupon.code, { pay: true });

    const found = await apiCall<AdminCouponsReply>(
      world,
      'GET',
      `/api/admin/coupons?q=${encodeURIComponent(marker.toLowerCase())}`,
      admin.token,
    );
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.data.map((row) => row.id)).toEqual([named.id, coupon.id]);
    expect(found.body.data[1]).toMatchObject({
      code: coupon.code.toUpperCase(),
      usage: { consumed: 1, reserved: 1, held: 1, remaining: 7 },
      state: 'active',
    });
    expect(found.body.data[0]?.usage).toEqual({
      consumed: 0,
      reserved: 0,
      held: 0,
      remaining: null,
    });

    const all = await apiCall<AdminCouponsReply>(world, 'GET', '/api/admin/coupons', admin.token);
    expect(all.body.per_page).toBe(50);
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.data.some((row) => row.code === 'PREMIER10')).toBe(true);

    // `%` is a character like any other: `10%` finds PREMIER10's name, not BARAT1000's.
    const literal = await apiCall<AdminCouponsReply>(
      world,
      'GET',
      '/api/admin/coupons?q=10%25',
      admin.token,
    );
    expect(literal.body.data.map((row) => row.code)).toContain('PREMIER10');
    expect(literal.body.data.map((row) => row.code)).not.toContain('BARAT1000');
  });

  it('tells scheduled, expired and switched-off coupons apart', async () => {
    const later = await created({ valid_from: new Date(Date.now() + 86_400_000).toISOString() });
    const past = await created({
      valid_from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      valid_until: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(later.state).toBe('scheduled');
    expect(past.state).toBe('expired');
  });
});
