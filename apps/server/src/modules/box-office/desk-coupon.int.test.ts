import type { BoxOfficePerformance, CashReport } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { settleJobs } from '../checkout/checkout-test-kit.js';
import { boxOfficeCart, saleCalls, sell, setDeskTechFee } from './box-office-test-kit.js';
import { admin, cashier, customer, db, world } from './box-office-sale-test-support.js';

// Coupons at the desk (the shop's coupon use case on the box-office channel) and the technical
// fee, which the desk charges only when the sales setting `desk_tech_fee` says so (decision 0044).

let counter = 0;
async function newCoupon(values: { value?: number; valid_until?: Date | null } = {}) {
  counter += 1;
  const code = `DESK${Date.now().toString(36).toUpperCase()}${counter}`;
  const { id } = await db()
    .insertInto('coupons')
    .values({
      code,
      name: `Pénztári kupon ${counter}`,
      name_en: `Desk coupon ${counter}`,
      kind: 'percent',
      value: values.value ?? 10,
      max_uses: 1,
      max_uses_per_user: null,
      valid_from: null,
      valid_until: values.valid_until ?? null,
      active: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, code };
}

const usesOf = (couponId: number) =>
  db()
    .selectFrom('coupon_uses')
    .select(['status', 'order_id'])
    .where('coupon_id', '=', couponId)
    .execute();

describe('a coupon at the desk', () => {
  it('takes the discount off the desk cart, is sold with it and its use is consumed', async () => {
    const coupon = await newCoupon();
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 2 });
    const sale = saleCalls(world);
    const applied = await sale.coupon(cart.key, coupon.code, cashier.token);
    expect(applied.status).toBe(200);
    // No technical fee at the desk unless the setting says so.
    expect(applied.body.summary).toEqual({
      tickets: 2,
      ticket_total: 10_000,
      fee_total: 0,
      discount: 1000,
      total: 9000,
    });
    expect(applied.body.items.some((item) => item.tech_fee !== undefined)).toBe(false);
    expect(applied.body.items.at(-1)).toMatchObject({ coupon_id: coupon.code, total: -1000 });
    expect(await usesOf(coupon.id)).toEqual([{ status: 'held', order_id: null }]);

    const sold = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      cash_received: 10_000,
      needs_invoice: 0,
    });
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({ total: 9000, change: 1000 });
    const orderId = sold.body.order_id;
    const order = await db()
      .selectFrom('orders')
      .select(['total', 'discount', 'fee_total', 'coupon_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 9000, discount: 1000, fee_total: 0, coupon_id: coupon.id });
    const kinds = await db()
      .selectFrom('order_items')
      .select(['kind', 'unit_fee'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { kind: 'ticket', unit_fee: 0 },
      { kind: 'discount', unit_fee: null },
    ]);
    // Counted like an online use: the coupon's one use is gone.
    expect(await usesOf(coupon.id)).toEqual([{ status: 'consumed', order_id: orderId }]);
    const other = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const usedUp = await sale.coupon(other.key, coupon.code, cashier.token);
    expect(usedUp.status).toBe(422);
    expect(usedUp.body.code).toBe('coupon_used');

    // The receipt has the tickets and the discount, and no fee line; it adds up to what was paid.
    await settleJobs(world);
    const receipt = await db()
      .selectFrom('fiscal_documents')
      .select(['kind', 'content'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const lines = (receipt.content as { lines: { name: string; gross: number }[] }).lines;
    expect(lines.some((line) => /kezelési|technical/i.test(line.name))).toBe(false);
    expect(lines.reduce((sum, line) => sum + line.gross, 0)).toBe(9000);
    // The cashier's open shift counts what was taken.
    const report = await world.client.call<CashReport>('GET', '/api/admin/box-office/cash-report', {
      token: cashier.token,
    });
    expect(report.body.entries.find((entry) => entry.order_id === orderId)).toMatchObject({
      amount: 9000,
    });
  });

  it('refuses a wrong or expired code with a translated field error; the coupon can be removed', async () => {
    const expired = await newCoupon({ valid_until: new Date(Date.now() - 60_000) });
    const good = await newCoupon({ value: 20 });
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const sale = saleCalls(world);
    for (const code of ['NOSUCHDESKCODE', expired.code]) {
      const refused = await sale.coupon(cart.key, code, cashier.token, 'hu');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'coupon_invalid',
        errors: { coupon_id: ['Érvénytelen kuponkód.'] },
      });
    }
    expect((await sale.coupon(cart.key, good.code, cashier.token)).body.summary.discount).toBe(
      1000,
    );
    const dropped = await sale.dropCoupon(cart.key, cashier.token);
    expect(dropped.status).toBe(204);
    const after = await sale.get(cart.key, cashier.token);
    expect(after.body.summary).toMatchObject({ discount: 0, total: 5000 });
    // The use the cart held is given back.
    expect(await usesOf(good.id)).toEqual([{ status: 'released', order_id: null }]);
  });

  it('is for cashiers and administrators only, and not on a shop cart', async () => {
    const coupon = await newCoupon();
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const sale = saleCalls(world);
    expect((await sale.coupon(cart.key, coupon.code)).status).toBe(401);
    expect((await sale.coupon(cart.key, coupon.code, customer.token)).status).toBe(403);
    expect((await sale.dropCoupon(cart.key, customer.token)).status).toBe(403);
    const shopKey = await world.client.newKey();
    const shopCart = await world.client.add(shopKey, cart.typeId, customer.token);
    expect(shopCart.status).toBe(200);
    const wrongChannel = await sale.coupon(shopKey, coupon.code, cashier.token);
    expect(wrongChannel.status).toBe(422);
    expect(wrongChannel.body.code).toBe('invalid_cart_key');
    expect(await usesOf(coupon.id)).toEqual([]);
    // The admin may use it too.
    const adminCart = await boxOfficeCart(world, admin.token, { quantity: 1 });
    expect((await sale.coupon(adminCart.key, coupon.code, admin.token)).status).toBe(200);
  });
});

describe('the technical fee at the desk', () => {
  it('is charged only while the sales setting desk_tech_fee is on', async () => {
    const sale = saleCalls(world);
    const performanceFee = async (eventId: number) =>
      (
        await world.client.call<BoxOfficePerformance>(
          'GET',
          `/api/admin/box-office/performances/${eventId}`,
          { token: cashier.token },
        )
      ).body.ticket_types[0]?.fee;
    const off = await boxOfficeCart(world, cashier.token, { quantity: 2 });
    expect((await sale.get(off.key, cashier.token)).body.summary.fee_total).toBe(0);
    expect(await performanceFee(off.eventId)).toBe(0);

    await setDeskTechFee(world, admin.token, true);
    try {
      const on = await boxOfficeCart(world, cashier.token, { quantity: 2 });
      const got = await sale.get(on.key, cashier.token);
      expect(got.body.summary).toMatchObject({ fee_total: 580, total: 10_580 });
      expect(got.body.items.find((item) => item.tech_fee !== undefined)).toMatchObject({
        tech_fee: 290,
        quantity: 2,
      });
      expect(await performanceFee(on.eventId)).toBe(290);
      const sold = await sell(world, cashier.token, {
        cart_key: on.key,
        payment_method: 1,
        needs_invoice: 0,
      });
      expect(sold.body.total).toBe(10_580);
      // The shop's carts are not touched by the setting: online always charges the fee.
      const shopKey = await world.client.newKey();
      const shop = await world.client.add(shopKey, off.typeId, customer.token);
      expect(shop.body.summary.fee_total).toBe(290);
    } finally {
      await setDeskTechFee(world, admin.token, false);
    }
    // The shop charges the fee with the setting off too.
    const shopKey = await world.client.newKey();
    const shop = await world.client.add(shopKey, off.typeId, customer.token);
    expect(shop.body.summary.fee_total).toBe(290);
  });
});
