import type { BoxOfficePerformance, CartReply } from '@theatre/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireCart, heldMismatches } from '../cart/cart-test-kit.js';
import { hashCartKey } from '../cart/cart-key.js';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  filledCart,
  inventory,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { ticketsFilename } from '../documents/document-filenames.js';
import { attachmentNames, mailsAbout } from '../orders/orders-test-kit.js';
import { boxOfficeCart, saleCalls, sell, type Reply } from './box-office-test-kit.js';

let world: CheckoutWorld;
let customer: { token: string; userId: number };
let cashier: { token: string; userId: number };
let admin: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  customer = await signedInBuyer(world, 'vevo');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

async function orderOf(orderId: number) {
  return db()
    .selectFrom('orders')
    .select([
      'status',
      'payment_status',
      'payment_method',
      'channel',
      'sold_by',
      'buyer_name',
      'buyer_email',
      'language',
      'needs_invoice',
      'billing',
      'total',
      'paid_at',
      'user_id',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function auditOf(orderId: number) {
  return db()
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'data'])
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();
}

async function countOrders(): Promise<number> {
  const row = await db()
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

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
    expect(got.body.summary).toMatchObject({ tickets: 2, ticket_total: 10_000, fee_total: 580 });
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
      fee: 290,
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

describe('a sale at the desk', () => {
  it('in cash: a paid box-office order with the cashier, capacity consumed once, documents issued', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 2, capacity: 10 });
    const reply = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      cash_received: 12_000,
      needs_invoice: 0,
    });
    expect(reply.status).toBe(201);
    const total = 2 * 5000 + 2 * 290;
    expect(reply.body).toMatchObject({
      status: 'paid',
      payment_method: 1,
      needs_invoice: 0,
      total,
      cash_received: 12_000,
      change: 12_000 - total,
      tickets: 2,
      buyer_name: 'Box office customer',
      buyer_email: '',
      language: 'en',
      tickets_ready: true,
    });
    const orderId = reply.body.order_id;

    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'paid',
      payment_status: 1,
      payment_method: 1,
      channel: 'box_office',
      sold_by: cashier.userId,
      buyer_name: 'Box office customer',
      buyer_email: '',
      language: 'en',
      needs_invoice: false,
      total,
      user_id: null,
    });
    expect(order.paid_at).not.toBeNull();
    // The holds became sales, once.
    expect(await inventory(db(), cart.typeId)).toMatchObject({ sold: 2, held: 0, holdRows: 0 });
    const tickets = await db()
      .selectFrom('tickets')
      .select(['code', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    expect(tickets).toHaveLength(2);
    // No SimplePay payment is involved.
    const payments = await db()
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(payments).toHaveLength(0);
    // Audited with the cashier.
    const audit = await auditOf(orderId);
    expect(audit.map((entry) => entry.action)).toEqual([
      'order.stored',
      'order.paid',
      'box_office.sale',
    ]);
    expect(audit[1]).toMatchObject({ actor_id: cashier.userId, data: { desk: 'cash', total } });
    expect(audit[2]).toMatchObject({
      actor_id: cashier.userId,
      data: { payment_method: 'cash', cash_received: 12_000, change: 12_000 - total, tickets: 2 },
    });
    // The documents job is queued; the receipt says cash.
    const jobs = await db()
      .selectFrom('jobs')
      .select(['kind', 'payload', 'done_at'])
      .where('kind', '=', 'documents.issue')
      .where(sql<boolean>`(payload ->> 'order_id')::int = ${orderId}`)
      .execute();
    expect(jobs).toHaveLength(1);
    const receipt = await db()
      .selectFrom('fiscal_documents')
      .select(['kind', 'status', 'content'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(receipt.kind).toBe('receipt');
    expect(receipt.content).toMatchObject({ paymentMethod: 'cash', total });

    // The tickets can be printed as the sale returns.
    const pdf = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/tickets`,
      headers: { authorization: `Bearer ${cashier.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The cart's key is spent: the same sale cannot be completed twice.
    const again = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_cart_key');

    // The job issues the receipt and, with no address given, sends no e-mail.
    await settleJobs(world);
    expect(
      (
        await db()
          .selectFrom('fiscal_documents')
          .select('status')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('issued');
    expect(await mailsAbout(world, orderId)).toEqual([]);
    expect(await inventory(db(), cart.typeId)).toMatchObject({ sold: 2, held: 0, holdRows: 0 });
    expect(await heldMismatches(db())).toEqual([]);

    // Nobody to write to: resending is refused, and a cancellation sends nothing either.
    const resend = await world.client.call<Reply<object>>(
      'POST',
      `/api/admin/orders/${orderId}/resend-confirmation`,
      { token: cashier.token },
    );
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe('order_without_email');
    // The cashier cancels a sale of their own open shift, and pays it back from their till.
    const cancelled = await world.client.call('POST', `/api/admin/orders/${orderId}/cancel`, {
      token: cashier.token,
      body: { reason: 'Visszahozta a jegyeket', refund: true },
    });
    expect(cancelled.status).toBe(200);
    await settleJobs(world);
    expect(await mailsAbout(world, orderId)).toEqual([]);
    expect(await inventory(db(), cart.typeId)).toMatchObject({ sold: 0, held: 0 });
  });

  it('records a walk-in in the order’s language, and the name and address when given', async () => {
    const walkIn = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const hu = await sell(
      world,
      cashier.token,
      { cart_key: walkIn.key, payment_method: 1, needs_invoice: 0 },
      'hu',
    );
    expect(hu.status).toBe(201);
    expect(hu.body).toMatchObject({ buyer_name: 'Pénztári vásárló', language: 'hu' });

    const named = await boxOfficeCart(world, admin.token, { quantity: 1 });
    const reply = await sell(
      world,
      admin.token,
      {
        cart_key: named.key,
        payment_method: 1,
        needs_invoice: 0,
        buyer_name: '  Szabó Anna ',
        buyer_email: 'anna@example.com',
        language: 'en',
      },
      'hu',
    );
    expect(reply.status).toBe(201);
    expect(await orderOf(reply.body.order_id)).toMatchObject({
      buyer_name: 'Szabó Anna',
      buyer_email: 'anna@example.com',
      language: 'en',
      sold_by: admin.userId,
    });
  });

  it('by card at the desk: the cashier confirms the terminal approved it; the e-mail carries the receipt', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 2 });
    const unconfirmed = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 2,
      needs_invoice: 0,
    });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors?.['card_approved']).toEqual([
      'Confirm that the terminal approved the card payment.',
    ]);
    // Nothing happened: the cart still holds its tickets.
    expect(await inventory(db(), cart.typeId)).toMatchObject({ held: 2, sold: 0 });

    const reply = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 2,
      card_approved: true,
      // Ignored for a card.
      cash_received: 1,
      needs_invoice: 0,
      buyer_email: 'kartya@example.com',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ payment_method: 2, cash_received: null, change: null });
    const orderId = reply.body.order_id;
    expect(await orderOf(orderId)).toMatchObject({
      status: 'paid',
      payment_method: 2,
      channel: 'box_office',
      sold_by: cashier.userId,
    });
    expect(await inventory(db(), cart.typeId)).toMatchObject({ sold: 2, held: 0, holdRows: 0 });
    expect(
      await db().selectFrom('payments').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(0);

    await settleJobs(world);
    const mails = await mailsAbout(world, orderId, 'order_paid');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('kartya@example.com');
    // It speaks of the desk, not of a purchase link the buyer never had.
    expect(mails[0]?.text).toContain('your tickets were printed at the desk');
    expect(mails[0]?.text).not.toContain('purchase link');
    const names = await attachmentNames(world, mails[0]?.id ?? 0);
    // The tickets were printed at the desk: the e-mail carries the receipt.
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^receipt-/);
    expect(names).not.toContain(ticketsFilename(orderId, 'en'));
    const fiscal = await db()
      .selectFrom('fiscal_documents')
      .select('content')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(fiscal.content).toMatchObject({ paymentMethod: 'card_terminal' });
  });

  it('with an invoice: the billing data is required and checked like the shop’s', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 1 });
    const before = await countOrders();
    const missing = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      needs_invoice: 1,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.['needs_invoice']).toEqual(['The billing information is missing.']);

    const invoice = { ...companyInvoiceOrder(cart.key), payment_method: 1 } as Record<
      string,
      unknown
    >;
    delete invoice['accept_terms'];
    const badTax = await sell(world, cashier.token, { ...invoice, tax_number: '12345678-2-41' });
    expect(badTax.status).toBe(422);
    expect(badTax.body.errors?.['tax_number']).toEqual([
      'The check digit of the tax number is wrong.',
    ]);
    const noCity = await sell(world, cashier.token, { ...invoice, city: '' });
    expect(noCity.status).toBe(422);
    expect(Object.keys(noCity.body.errors ?? {})).toEqual(['city']);
    expect(await countOrders()).toBe(before);

    const reply = await sell(world, cashier.token, invoice);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ needs_invoice: 1, buyer_name: 'Példa Kereskedelmi Kft.' });
    const order = await orderOf(reply.body.order_id);
    expect(order.needs_invoice).toBe(true);
    expect(order.billing).toMatchObject({
      is_company: true,
      tax_number: '12345676-2-41',
      name: 'Példa Kereskedelmi Kft.',
      city: 'Budapest',
      comment: 'Rendezvény: céges színházlátogatás',
    });
    const fiscal = await db()
      .selectFrom('fiscal_documents')
      .select(['kind', 'content'])
      .where('order_id', '=', reply.body.order_id)
      .executeTakeFirstOrThrow();
    expect(fiscal.kind).toBe('invoice');
    expect(fiscal.content).toMatchObject({
      paymentMethod: 'cash',
      buyer: { name: 'Példa Kereskedelmi Kft.', taxNumber: '12345676-2-41' },
    });
  });

  it('refuses cash that does not cover the total, and changes nothing', async () => {
    const cart = await boxOfficeCart(world, cashier.token, { quantity: 2 });
    const before = await countOrders();
    const reply = await sell(world, cashier.token, {
      cart_key: cart.key,
      payment_method: 1,
      cash_received: 10_000,
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
