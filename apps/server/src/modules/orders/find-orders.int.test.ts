import { beforeAll, describe, expect, it } from 'vitest';
import { paidOrder, unpaidOrder } from './orders-test-kit.js';
import {
  buyer,
  buyerName,
  customer,
  db,
  search,
  unique,
  world,
} from './staff-orders-test-support.js';

// Finding orders in the back office: by the buyer's name, e-mail address, order id or ticket
// code, by performance and status, a page at a time, and refusing bad queries.

describe('finding orders', () => {
  let paid: Awaited<ReturnType<typeof paidOrder>>;
  let unpaid: Awaited<ReturnType<typeof unpaidOrder>>;
  let later: Awaited<ReturnType<typeof paidOrder>>;

  beforeAll(async () => {
    paid = await paidOrder(world, buyer.token, { quantity: 1 });
    unpaid = await unpaidOrder(world, buyer.token, { quantity: 1 });
    later = await paidOrder(world, buyer.token, { quantity: 2 });
  });

  it('by the buyer’s name, case and accents ignored, newest first', async () => {
    const reply = await search(`q=${encodeURIComponent(`abraham SZUCS${unique}`)}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((order) => order.id)).toEqual([
      later.orderId,
      unpaid.orderId,
      paid.orderId,
    ]);
    expect(reply.body).toMatchObject({ total: 3, page: 1, per_page: 50 });
    expect(reply.body.data[0]).toMatchObject({
      buyer_name: buyerName,
      buyer_email: buyer.email,
      status: 'paid',
      payment_method: 2,
      refund_status: 'none',
      channel: 'online',
      total: 2 * 5000 + 2 * 290,
    });
    expect(reply.body.data[0]?.event_names).toHaveLength(1);
    expect(reply.body.data[0]?.event_names[0]).toMatch(/^Test show \d+$/);
    // Every word must match: another word finds nothing.
    expect((await search(`q=${encodeURIComponent(`szucs${unique} nobody`)}`)).body.total).toBe(0);
  });

  it('by the e-mail address, and by the order id', async () => {
    const byEmail = await search(`q=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(byEmail.body.data.map((order) => order.id)).toEqual([
      later.orderId,
      unpaid.orderId,
      paid.orderId,
    ]);
    const byId = await search(`q=${paid.orderId}`);
    expect(byId.body.data.map((order) => order.id)).toContain(paid.orderId);
  });

  it('by a ticket code, as printed or as typed', async () => {
    const ticket = await db()
      .selectFrom('tickets')
      .select('code')
      .where('order_id', '=', paid.orderId)
      .executeTakeFirstOrThrow();
    for (const typed of [ticket.code, ticket.code.replace(/-/g, ' ').toLowerCase()]) {
      const reply = await search(`q=${encodeURIComponent(typed)}`);
      expect(reply.body.data.map((order) => order.id)).toEqual([paid.orderId]);
    }
  });

  it('by performance and by status', async () => {
    const q = `q=${encodeURIComponent(`szucs${unique}`)}`;
    const byEvent = await search(`${q}&event_id=${later.eventId}`);
    expect(byEvent.body.data.map((order) => order.id)).toEqual([later.orderId]);
    const onlyEvent = await search(`event_id=${paid.eventId}`);
    expect(onlyEvent.body.data.map((order) => order.id)).toEqual([paid.orderId]);
    const awaiting = await search(`${q}&status=awaiting_payment`);
    expect(awaiting.body.data.map((order) => order.id)).toEqual([unpaid.orderId]);
    const paidOnes = await search(`${q}&status=paid`);
    expect(paidOnes.body.data.map((order) => order.id)).toEqual([later.orderId, paid.orderId]);
  });

  it('50 a page', async () => {
    const name = `Lapozó Lili ${unique}`;
    const rows = Array.from({ length: 51 }, (_, index) => ({
      buyer_name: name,
      buyer_email: `lapozo-${index}@example.com`,
      status: 'expired',
      payment_status: 0,
      payment_method: 2,
      channel: 'online',
      total: 0,
      created_at: new Date(Date.now() - (51 - index) * 1000),
    }));
    const inserted = await db().insertInto('orders').values(rows).returning('id').execute();
    const ids = inserted.map((row) => row.id).reverse();
    const q = `q=${encodeURIComponent(`lapozo lili ${unique}`)}`;
    const first = await search(q);
    expect(first.body).toMatchObject({ total: 51, page: 1, per_page: 50 });
    expect(first.body.data.map((order) => order.id)).toEqual(ids.slice(0, 50));
    const second = await search(`${q}&page=2`);
    expect(second.body).toMatchObject({ total: 51, page: 2 });
    expect(second.body.data.map((order) => order.id)).toEqual(ids.slice(50));
    expect((await search(`${q}&page=3`)).body.data).toEqual([]);
  });

  it('answers 422 with the fields for a bad query, never 500', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['status=refunded', 'status'],
      ['event_id=x', 'event_id'],
      ['event_id=-3', 'event_id'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ] as const) {
      const reply = await search(query);
      expect(reply.status, query).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), query).toContain(field);
    }
    // LIKE's wildcards are taken literally.
    expect((await search('q=%25')).status).toBe(200);
    expect((await search('q=%25')).body.total).toBe(0);
  });

  it('is for staff only', async () => {
    expect((await search('q=a', customer.token)).status).toBe(403);
  });
});
