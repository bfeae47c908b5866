import type { AdminCouponActionReply, AdminCouponUsesReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  auditOf,
  cartWithCoupon,
  changeableOf,
  orderWithCoupon,
  useStatuses,
} from './coupons-test-kit.js';
import { admin, buyer, created, details, update, world } from './coupons-test-support.js';

// A coupon after it was made: its names, validity and limits changed (never below the uses that
// count), switched off and on, and the list of the carts and orders that took it.

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
    // The coupon's page shows the same changes, old → new.
    expect((await details(coupon.id)).body.audit.at(-1)).toMatchObject({
      action: 'coupon.updated',
      changes: { max_uses: { from: 5, to: 8 }, max_uses_per_user: { from: null, to: 1 } },
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
