import type { BoxOfficePerformance, CartReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { hashCartKey } from '../cart/cart-key.js';
import { filledCart, inventory } from '../checkout/checkout-test-kit.js';
import { boxOfficeCart, saleCalls, type Reply } from './box-office-test-kit.js';
import { admin, cashier, customer, db, world } from './box-office-sale-test-support.js';

// The box office's own cart channel (/api/sale/{key}): who may use it, how it holds, and that it
// stays apart from the shop's; and the performance as the desk sees it.

describe('the sale channel /api/sale/{key}', () => {
  it('is for cashiers and administrators only, checked before the body', async () => {
    const cart = await filledCart(world, customer.token, { quantity: 1 });
    const key = await world.client.newKey();
    const sale = saleCalls(world);
    const calls = [
      (token?: string) => sale.add(key, cart.typeId, token),
      (token?: string) => sale.remove(key, cart.typeId, token),
      (token?: string) => sale.del(key, cart.typeId, token),
      (token?: string) => sale.get(key, token),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      const refused = await call(customer.token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    // Not even a malformed body gets past the check.
    const malformed = await world.client.call('POST', `/api/sale/${key}/add`, { body: { x: 1 } });
    expect(malformed.status).toBe(401);
    expect(
      (await world.client.call('POST', `/api/sale/${key}/add`, { body: {}, token: customer.token }))
        .status,
    ).toBe(403);
    // Nothing was held by the refused calls.
    expect((await inventory(db(), cart.typeId)).held).toBe(1);

    for (const staff of [cashier, admin]) {
      const staffKey = await world.client.newKey();
      const added = await sale.add(staffKey, cart.typeId, staff.token);
      expect(added.status).toBe(200);
      expect(added.body.summary.tickets).toBe(1);
      expect((await sale.get(staffKey, staff.token)).body.items[0]).toMatchObject({
        id: cart.typeId,
        quantity: 1,
      });
    }
  });

  it('adds to a cart whose channel is box_office, and the cart calls work on it', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 3, capacity: 10 });
    const row = await db()
      .selectFrom('carts')
      .select(['channel', 'expires_at'])
      .where('key_hash', '=', hashCartKey(cart.key))
      .executeTakeFirstOrThrow();
    expect(row.channel).toBe('box_office');
    expect(await inventory(db(), cart.typeId)).toMatchObject({ held: 3, holdRows: 3, sold: 0 });

    const sale = saleCalls(world);
    const fewer = await sale.remove(cart.key, cart.typeId, cashier.token);
    expect(fewer.status).toBe(200);
    expect(fewer.body.summary.tickets).toBe(2);
    const got = await sale.get(cart.key, cashier.token);
    expect(got.body.remaining_time).toBeGreaterThan(0);
    expect(got.body.remaining_time).toBeLessThanOrEqual(600_000);
    // No technical fee at the desk unless the setting says so (desk-coupon.int.test.ts).
    expect(got.body.summary).toMatchObject({ tickets: 2, ticket_total: 10_000, fee_total: 0 });
    const emptied = await sale.del(cart.key, cart.typeId, cashier.token);
    expect(emptied.status).toBe(200);
    expect(emptied.body.items).toEqual([]);
    expect(await inventory(db(), cart.typeId)).toMatchObject({ held: 0, holdRows: 0 });
  });

  it('keeps the two channels apart: a shop key is refused here and a box-office key there', async () => {
    const shop = await filledCart(world, customer.token, { quantity: 1 });
    const sale = saleCalls(world);
    const onSale = await sale.add(shop.key, shop.typeId, cashier.token);
    expect(onSale.status).toBe(422);
    expect(onSale.body.code).toBe('invalid_cart_key');

    const desk = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const inShop = await world.client.add(desk.key, desk.typeId, customer.token);
    expect(inShop.status).toBe(422);
    expect(
      (await world.client.call<Reply<CartReply>>('GET', `/api/cart/${desk.key}`)).body.code,
    ).toBe('invalid_cart_key');
    // Nor can the shop's checkout store it.
    const stored = await world.client.call<Reply<object>>('POST', '/api/order/store', {
      body: { cart_key: desk.key, needs_invoice: 0, accept_terms: true },
      token: customer.token,
    });
    expect(stored.status).toBe(422);
    expect(stored.body.code).toBe('invalid_cart_key');
  });

  it('holds as usual: the order limit and sold out apply', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 2, capacity: 2 });
    const more = await saleCalls(world).add(cart.key, cart.typeId, cashier.token);
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('ticket_sold_out');
  });
});

describe('the performance at the desk', () => {
  it('lists the ticket types with what is left now', async () => {
    const cart = await boxOfficeCart(world, cashier.token, {
      quantity: 2,
      capacity: 20,
      sold: 5,
      extraTypes: 1,
    });
    const reply = await world.client.call<BoxOfficePerformance>(
      'GET',
      `/api/admin/box-office/performances/${cart.eventId}`,
      { token: cashier.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.sale_state).toBe('on_sale');
    expect(reply.body.ticket_types).toHaveLength(2);
    expect(reply.body.ticket_types[0]).toMatchObject({
      id: cart.typeId,
      price: 5000,
      // The performance's fee is 290; the desk charges none unless the setting says so.
      fee: 0,
      capacity: 20,
      sold: 5,
      held: 2,
      available: 13,
    });
    const missing = await world.client.call<Reply<object>>(
      'GET',
      '/api/admin/box-office/performances/999999',
      { token: cashier.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('event_not_found');
  });
});
