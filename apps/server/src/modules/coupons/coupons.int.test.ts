import type {
  AdminCouponActionReply,
  AdminCouponDetails,
  AdminCouponsReply,
  AdminCouponUsesReply,
  ErrorBody,
} from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  apiCall,
  auditOf,
  cartWithCoupon,
  changeableOf,
  newCouponBody,
  orderWithCoupon,
  useStatuses,
} from './coupons-test-kit.js';

let world: CheckoutWorld;
let admin: { token: string; userId: number };
let cashier: string;
let buyer: { token: string; userId: number };
beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'kupon-admin', 'admin');
  cashier = (await signedInBuyer(world, 'kupon-penztar', 'cashier')).token;
  buyer = await signedInBuyer(world, 'kupon-vevo');
});
afterAll(async () => {
  await world.close();
});

const create = (body: object, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminCouponDetails & ErrorBody>(world, 'POST', '/api/admin/coupons', admin.token, {
    body,
    lang,
  });
const update = (id: number, body: object, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminCouponActionReply & ErrorBody>(
    world,
    'PUT',
    `/api/admin/coupons/${id}`,
    admin.token,
    { body, lang },
  );
const details = (id: number) =>
  apiCall<AdminCouponDetails>(world, 'GET', `/api/admin/coupons/${id}`, admin.token);

async function created(overrides: Parameters<typeof newCouponBody>[0] = {}) {
  const reply = await create(newCouponBody(overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

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

describe('changing a coupon', () => {
  it('changes names, validity and limits, audited with what changed', async () => {
    const coupon = await created({ max_uses: 5 });
    const until = new Date(Date.now() + 30 * 86_400_000);
    until.setMilliseconds(0);
    const reply = await update(coupon.id, {
      ...changeableOf(coupon),
      name: 'Új név',
      name_en: 'New name',
      valid_until: until.toISOString(),
      max_uses: 8,
      max_uses_per_user: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('The coupon is saved.');
    expect(reply.body.coupon).toMatchObject({
      name: 'Új név',
      name_en: 'New name',
      valid_until: until.toISOString(),
      max_uses: 8,
      max_uses_per_user: 1,
      code: coupon.code,
      value: coupon.value,
    });
    const row = await world.t.database.db
      .selectFrom('coupons')
      .select(['name', 'max_uses', 'max_uses_per_user', 'valid_until'])
      .where('id', '=', coupon.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Új név', max_uses: 8, max_uses_per_user: 1, valid_until: until });
    const audit = await auditOf(world, 'coupon', coupon.id);
    expect(audit.at(-1)).toMatchObject({ action: 'coupon.updated', actor_id: admin.userId });
    expect((audit.at(-1)?.data as { changes: Record<string, unknown> }).changes).toEqual({
      name: { from: coupon.name, to: 'Új név' },
      name_en: { from: coupon.name_en, to: 'New name' },
      valid_until: { from: null, to: until.toISOString() },
      max_uses: { from: 5, to: 8 },
      max_uses_per_user: { from: null, to: 1 },
    });
    // The same values again change nothing and add no entry.
    expect((await update(coupon.id, changeableOf(reply.body.coupon))).status).toBe(200);
    expect(await auditOf(world, 'coupon', coupon.id)).toHaveLength(audit.length);
  });

  it('refuses a limit below the uses that count, saying the lowest allowed', async () => {
    const coupon = await created({ max_uses: 10 });
    await orderWithCoupon(world, buyer.token, coupon.code, { pay: true });
    await orderWithCoupon(world, buyer.token, coupon.code);
    expect((await cartWithCoupon(world, coupon.code)).status).toBe(200);

    const below = await update(coupon.id, { ...changeableOf(coupon), max_uses: 2 }, 'hu');
    expect(below.status).toBe(422);
    expect(below.body.errors?.max_uses).toEqual([
      'A korlát legalább 3 legyen: ennyiszer használták már fel vagy tartják kosárban, illetve fizetésre váró rendelésben.',
    ]);
    const perUser = await update(coupon.id, { ...changeableOf(coupon), max_uses_per_user: 1 });
    expect(perUser.status).toBe(422);
    expect(perUser.body.errors?.max_uses_per_user?.[0]).toMatch(/at least 2/);
    const unchanged = await world.t.database.db
      .selectFrom('coupons')
      .select(['max_uses', 'max_uses_per_user'])
      .where('id', '=', coupon.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ max_uses: 10, max_uses_per_user: null });

    // Exactly the uses there are is allowed: nobody else can take it.
    const exact = await update(coupon.id, {
      ...changeableOf(coupon),
      max_uses: 3,
      max_uses_per_user: 2,
    });
    expect(exact.status).toBe(200);
    expect(exact.body.coupon.usage).toEqual({ consumed: 1, reserved: 1, held: 1, remaining: 0 });
    const full = await cartWithCoupon(world, coupon.code);
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({ code: 'coupon_used' });
  });

  it('answers 404 for an unknown coupon and 422 for a malformed change', async () => {
    const coupon = await created();
    expect((await update(2_000_000_000, changeableOf(coupon))).status).toBe(404);
    expect((await details(2_000_000_000)).status).toBe(404);
    const malformed = await update(coupon.id, { name: 'x' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {})).toEqual(
      expect.arrayContaining(['name_en', 'max_uses']),
    );
    const badId = await apiCall(world, 'GET', '/api/admin/coupons/abc', admin.token);
    expect(badId.status).toBe(422);
  });
});

describe('switching a coupon off and on', () => {
  it('a switched-off coupon cannot be taken; switched on again it can; both audited', async () => {
    const coupon = await created();
    const off = await apiCall<AdminCouponActionReply>(
      world,
      'POST',
      `/api/admin/coupons/${coupon.id}/deactivate`,
      admin.token,
      { lang: 'hu' },
    );
    expect(off.status).toBe(200);
    expect(off.body.message).toMatch(/^A kupont kikapcsoltuk/);
    expect(off.body.coupon).toMatchObject({ active: false, state: 'inactive' });
    const refused = await cartWithCoupon(world, coupon.code);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'coupon_invalid' });

    const on = await apiCall<AdminCouponActionReply>(
      world,
      'POST',
      `/api/admin/coupons/${coupon.id}/activate`,
      admin.token,
    );
    expect(on.body.coupon).toMatchObject({ active: true, state: 'active' });
    expect((await cartWithCoupon(world, coupon.code)).status).toBe(200);
    // Switching on what is on changes nothing.
    await apiCall(world, 'POST', `/api/admin/coupons/${coupon.id}/activate`, admin.token);
    const audit = await auditOf(world, 'coupon', coupon.id);
    expect(audit.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['coupon.created', admin.userId],
      ['coupon.deactivated', admin.userId],
      ['coupon.activated', admin.userId],
    ]);
    const missing = await apiCall(
      world,
      'POST',
      '/api/admin/coupons/2000000000/deactivate',
      admin.token,
    );
    expect(missing.status).toBe(404);
  });
});

describe("a coupon's uses", () => {
  it('lists which carts and orders took it, whose, when and where each stands', async () => {
    const coupon = await created();
    const paid = await orderWithCoupon(world, buyer.token, coupon.code, { pay: true });
    const waiting = await orderWithCoupon(world, buyer.token, coupon.code);
    const cart = await cartWithCoupon(world, coupon.code);
    await world.client.call('POST', '/api/coupon/delete', { body: { cart_key: cart.key } });
    const held = await cartWithCoupon(world, coupon.code);
    expect(held.status).toBe(200);

    const reply = await apiCall<AdminCouponUsesReply>(
      world,
      'GET',
      `/api/admin/coupons/${coupon.id}/uses`,
      admin.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(4);
    expect(reply.body.data.map((use) => [use.status, use.order?.id ?? null, use.counts])).toEqual([
      ['held', null, true],
      ['released', null, false],
      ['reserved', waiting, true],
      ['consumed', paid, true],
    ]);
    expect(reply.body.data[3]).toMatchObject({
      order: { id: paid, status: 'paid', buyer_name: 'Kovács-Nagy Éva' },
      user: { id: buyer.userId },
    });
    expect(reply.body.data[3]?.order?.discount).toBeGreaterThan(0);
    expect(await useStatuses(world, coupon.id)).toEqual({
      held: 1,
      released: 1,
      reserved: 1,
      consumed: 1,
    });
    const missing = await apiCall(world, 'GET', '/api/admin/coupons/2000000000/uses', admin.token);
    expect(missing.status).toBe(404);
  });
});
