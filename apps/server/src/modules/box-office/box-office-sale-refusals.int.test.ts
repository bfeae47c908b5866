import { describe, expect, it } from 'vitest';
import { expireCart } from '../cart/cart-test-kit.js';
import { hashCartKey } from '../cart/cart-key.js';
import { filledCart, inventory } from '../checkout/checkout-test-kit.js';
import { boxOfficeCart, saleCalls, sell } from './box-office-test-kit.js';
import { cashier, countOrders, customer, db, world } from './box-office-sale-test-support.js';

// The sales the desk refuses, changing nothing: cash that does not cover the total, a cart that
// is not the box office's or is empty or expired, and callers who are not staff.

describe('a sale at the desk', () => {
  it('refuses cash that does not cover the total, and changes nothing', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 2 });
    const before = await countOrders();
    const reply = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      // 2 × 5000 and no technical fee at the desk (decision 0044): a forint short.
      cash_received: 9_999,
      needs_invoice: 0,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.['cash_received']?.[0]).toMatch(/less than the amount due/);
    expect(await countOrders()).toBe(before);
    expect(await inventory(db(), cart.typeId)).toMatchObject({ held: 2, holdRows: 2, sold: 0 });
    expect((await saleCalls(world).get(cart.key, cashier.token)).body.summary.tickets).toBe(2);
  });

  it('refuses a shop cart, an empty cart and an expired one', async () => {
    const shop = await filledCart(world, customer.token, { quantity: 1 });
    const onDesk = await sell(world, cashier.token, {
      cart_key: shop.key,
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(onDesk.status).toBe(422);
    expect(onDesk.body.code).toBe('invalid_cart_key');
    expect(await inventory(db(), shop.typeId)).toMatchObject({ held: 1, sold: 0 });

    const empty = await sell(world, cashier.token, {
      cart_key: await world.client.newKey(),
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('cart_empty');

    const cart = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    await expireCart(db(), hashCartKey(cart.key));
    const expired = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('cart_expired');
  });

  it('is refused to customers, and to callers without a session', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const body = { cart_key: cart.key, payment_method: 1, needs_invoice: 0 };
    expect((await sell(world, customer.token, body)).status).toBe(403);
    const anonymous = await world.client.call('POST', '/api/admin/box-office/sales', { body });
    expect(anonymous.status).toBe(401);
    expect(await inventory(db(), cart.typeId)).toMatchObject({ held: 1, sold: 0 });
  });
});
