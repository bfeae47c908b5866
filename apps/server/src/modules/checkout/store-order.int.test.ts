import type { OrderReply } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCartKey } from '../cart/cart-key.js';
import { expireCart } from '../cart/cart-test-kit.js';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  filledCart,
  inventory,
  receiptOrder,
  signedInBuyer,
  type CheckoutWorld,
} from './checkout-test-kit.js';

let world: CheckoutWorld;
let token: string;
beforeAll(async () => {
  world = await createCheckoutWorld();
  ({ token } = await signedInBuyer(world));
});
afterAll(async () => {
  await world.close();
});

type Errors = { message: string; code?: string; errors?: Record<string, string[]> };

const store = <T = OrderReply & Errors>(
  body: object,
  options: { token?: string; lang?: 'hu' | 'en' } = {},
) => world.client.call<T>('POST', '/api/order/store', { body, token, ...options });

describe('POST /order/store', () => {
  it('needs a signed-in buyer', async () => {
    const { key } = await filledCart(world, token);
    const res = await store(receiptOrder(key), { token: '' });
    expect(res.status).toBe(401);
  });

  it('refuses an undecided invoice choice and missing acceptance, per field, in Hungarian', async () => {
    const { key } = await filledCart(world, token);
    const res = await store({ cart_key: key, needs_invoice: false }, { lang: 'hu' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['needs_invoice']).toEqual(['Válasszon az opciók közül!']);
    expect(res.body.errors?.['accept_terms']?.[0]).toMatch(/elfogadása kötelező/);
  });

  it('asks for the billing data of an invoice: missing altogether, then field by field', async () => {
    const { key } = await filledCart(world, token);
    const none = await store({ cart_key: key, needs_invoice: 1, accept_terms: true });
    expect(none.status).toBe(422);
    expect(none.body.errors?.['needs_invoice']).toEqual(['The billing information is missing.']);
    const partial = await store({
      ...companyInvoiceOrder(key),
      zip: '0123',
      tax_number: '12345678-2-41',
    });
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.body.errors ?? {}).sort()).toEqual(['tax_number', 'zip']);
  });

  it('refuses an empty cart, an unknown key and an expired cart, changing nothing', async () => {
    const empty = await store(receiptOrder(await world.client.newKey()));
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('cart_empty');
    expect(empty.body.message).toBe('The cart is empty, there is nothing to sell.');

    const forged = await store(receiptOrder('A'.repeat(32)));
    expect(forged.status).toBe(422);
    expect(forged.body.code).toBe('invalid_cart_key');

    const cart = await filledCart(world, token);
    await expireCart(world.t.database.db, hashCartKey(cart.key));
    const expired = await store(receiptOrder(cart.key));
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('cart_expired');
    const orders = await world.t.database.db
      .selectFrom('orders')
      .select('id')
      .where('buyer_email', 'like', 'vevo-%')
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('stores a receipt order priced by the server, moves the holds and spends the key', async () => {
    const cart = await filledCart(world, token, { quantity: 3 });
    const before = await inventory(world.t.database.db, cart.typeId);
    // Prices in the body are not ours to take.
    const res = await store({ ...receiptOrder(cart.key), total: 1, price: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'awaiting_payment',
      payment_status: 0,
      needs_invoice: 0,
      ticket_total: 15000,
      fee_total: 870,
      discount: 0,
      brutto: 15870,
    });
    expect(res.body.remaining_time).toBeGreaterThan(500_000);
    expect(res.body.items.map((item) => [item.kind, item.quantity, item.total])).toEqual([
      ['ticket', 3, 15000],
      ['fee', 3, 870],
    ]);
    const db = world.t.database.db;
    const holds = await db
      .selectFrom('holds')
      .select(['order_id', 'cart_id', 'quantity'])
      .where('ticket_type_id', '=', cart.typeId)
      .execute();
    expect(holds).toEqual([{ order_id: res.body.id, cart_id: null, quantity: 3 }]);
    expect(await inventory(db, cart.typeId)).toEqual(before);

    const again = await store(receiptOrder(cart.key));
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_cart_key');
    const read = await world.client.call('GET', `/api/cart/${cart.key}`);
    expect(read.status).toBe(422);
  });

  it('keeps the company invoice data as a snapshot and reserves the coupon', async () => {
    const cart = await filledCart(world, token, { quantity: 2 });
    const coupon = await world.client.call('POST', '/api/coupon/add', {
      body: { coupon_id: 'PREMIER10', cart_key: cart.key },
    });
    expect(coupon.status).toBe(200);
    const res = await store(companyInvoiceOrder(cart.key));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      needs_invoice: 1,
      ticket_total: 10000,
      discount: 1000,
      brutto: 9580,
    });
    const db = world.t.database.db;
    const order = await db
      .selectFrom('orders')
      .select(['billing', 'coupon_id', 'total', 'language'])
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(order.billing).toMatchObject({
      is_company: true,
      tax_number: '12345676-2-41',
      name: 'Példa Kereskedelmi Kft.',
      zip: '1051',
      comment: 'Rendezvény: céges színházlátogatás',
    });
    const use = await db
      .selectFrom('coupon_uses')
      .select(['status', 'order_id'])
      .where('order_id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(use).toEqual({ status: 'reserved', order_id: res.body.id });
  });
});
