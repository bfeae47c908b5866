import type { StaffOrderDetails, StaffOrdersReply } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  adminCall,
  attachmentNames,
  mailsAbout,
  paidOrder,
  unpaidOrder,
} from './orders-test-kit.js';

let world: CheckoutWorld;
let buyer: { token: string; userId: number; email: string };
let cashier: { token: string; userId: number; email: string };
let customer: { token: string; userId: number; email: string };
/** Letters only: a surname no other test's buyer has. */
const unique = Array.from({ length: 8 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
const buyerName = `Ábrahám Ödön Szűcs${unique}`;

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'kereso');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  customer = await signedInBuyer(world, 'vasarlo');
  await world.t.database.db
    .updateTable('users')
    .set({ name: buyerName })
    .where('id', '=', buyer.userId)
    .execute();
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

const search = (query: string, token = cashier.token) =>
  adminCall<StaffOrdersReply & { errors?: Record<string, string[]> }>(
    world,
    'GET',
    `/api/admin/orders?${query}`,
    token,
  );

const details = (orderId: number | string, token = cashier.token) =>
  adminCall<StaffOrderDetails & { code?: string }>(
    world,
    'GET',
    `/api/admin/orders/${orderId}`,
    token,
  );

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

describe('an order’s details', () => {
  let orderId: number;

  beforeAll(async () => {
    ({ orderId } = await paidOrder(world, buyer.token, {
      quantity: 2,
      body: companyInvoiceOrder,
    }));
    await settleJobs(world);
  });

  it('has the buyer, billing, lines, payments, notifications, documents, tickets and mails', async () => {
    const reply = await details(orderId);
    expect(reply.status).toBe(200);
    const order = reply.body;
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      payment_status: 1,
      payment_method: 2,
      channel: 'online',
      language: 'en',
      refund_status: 'none',
      needs_invoice: true,
      buyer: { name: buyerName, email: buyer.email, user_id: buyer.userId },
      billing: { name: 'Példa Kereskedelmi Kft.', tax_number: '12345676-2-41' },
      cancellation: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'ticket',
        name: 'Ticket 1',
        quantity: 2,
        unit_price: 5000,
        total: 10_000,
        vat_rate: '27',
      }),
      expect.objectContaining({ kind: 'fee', quantity: 2, unit_price: 290 }),
    ]);
    expect(order.items[0]?.event_name).toMatch(/^Test show/);
    // When and where: the performance's start and its venue (in the caller's language).
    const venue = await db()
      .selectFrom('events as e')
      .innerJoin('venues as v', 'v.id', 'e.venue_id')
      .select('v.name_en')
      .where('e.id', '=', order.items[0]?.event_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(order.items[0]?.event_start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(order.items[0]?.venue_name).toBe(venue.name_en);
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ provider: 'simplepay', status: 'finished' });
    expect(order.payments[0]?.transaction_id).toBeGreaterThan(0);
    expect(order.payments[0]?.finished_at).not.toBeNull();
    expect(order.notifications).toContainEqual(
      expect.objectContaining({ status: 'FINISHED', source: 'ipn', outcome: 'applied' }),
    );
    expect(order.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', status: 'issued', cancels_id: null }),
    ]);
    expect(order.documents[0]?.number).toMatch(/^SZ-\d{4}-\d{6}$/);
    expect(order.tickets).toHaveLength(2);
    expect(order.tickets[0]).toMatchObject({
      type_name: 'Ticket 1',
      status: 'valid',
      checked_in_at: null,
      checked_in_by: null,
    });
    expect(order.refunds).toEqual([]);
    expect(order.mails).toEqual([
      expect.objectContaining({
        kind: 'order_paid',
        to: buyer.email,
        attachments: [`tickets-${orderId}.pdf`, `invoice-${order.documents[0]?.number ?? ''}.pdf`],
      }),
    ]);
    expect(order.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['order.stored', 'payment.started', 'order.paid']),
    );
    expect(order.audit.every((entry) => entry.actor === null)).toBe(true);

    // In Hungarian, the names are the Hungarian ones.
    const hu = await adminCall<StaffOrderDetails>(
      world,
      'GET',
      `/api/admin/orders/${orderId}`,
      cashier.token,
      {
        lang: 'hu',
      },
    );
    expect(hu.body.items[0]?.name).toBe('Jegy 1');
  });

  it('answers 404 for an unknown order and 422 for a bad id', async () => {
    const unknown = await details(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('order_not_found');
    expect((await details('abc')).status).toBe(422);
  });
});

describe('staff downloads', () => {
  it('give any fiscal document and the tickets of a paid order', async () => {
    const { orderId } = await paidOrder(world, buyer.token, {
      quantity: 1,
      body: companyInvoiceOrder,
    });
    await settleJobs(world);
    const invoice = await db()
      .selectFrom('fiscal_documents')
      .select(['id', 'number'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const file = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${invoice.id}/download`,
      headers: { authorization: `Bearer ${cashier.token}`, 'accept-language': 'hu' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="szamla-${invoice.number ?? ''}.pdf"; filename*=UTF-8''szamla-${invoice.number ?? ''}.pdf`,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const tickets = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/tickets`,
      headers: { authorization: `Bearer ${cashier.token}`, 'accept-language': 'en' },
    });
    expect(tickets.statusCode).toBe(200);
    expect(tickets.headers['content-disposition']).toContain(`tickets-${orderId}.pdf`);
    expect(tickets.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const unknown = await adminCall<{ code: string }>(
      world,
      'GET',
      '/api/admin/documents/2000000000/download',
      cashier.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('document_not_found');
    const { orderId: unpaidId } = await unpaidOrder(world, buyer.token, { quantity: 1 });
    const notPaid = await adminCall<{ code: string }>(
      world,
      'GET',
      `/api/admin/orders/${unpaidId}/tickets`,
      cashier.token,
    );
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.code).toBe('order_not_paid');
    // A customer gets nothing of another's order through the back office.
    const foreign = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${invoice.id}/download`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('sending the confirmation again', () => {
  it('queues a second e-mail like the first, with the same attachments, audited with the staff member', async () => {
    const { orderId } = await paidOrder(world, buyer.token, { quantity: 2 });
    // Its documents are not issued yet: the first e-mail has not gone out.
    const early = await adminCall<{ code: string }>(
      world,
      'POST',
      `/api/admin/orders/${orderId}/resend-confirmation`,
      cashier.token,
    );
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('document_not_ready');
    await settleJobs(world);

    const reply = await adminCall<{ message: string }>(
      world,
      'POST',
      `/api/admin/orders/${orderId}/resend-confirmation`,
      cashier.token,
      { lang: 'hu' },
    );
    expect(reply.status).toBe(202);
    expect(reply.body.message).toBe('A visszaigazoló levelet újra elküldjük a vevőnek.');
    const mails = await mailsAbout(world, orderId, 'order_paid');
    expect(mails).toHaveLength(2);
    const [first, second] = mails;
    expect(second).toMatchObject({
      to_address: first?.to_address,
      subject: first?.subject,
      text: first?.text,
      locale: 'en',
    });
    const names = await attachmentNames(world, first?.id ?? 0);
    expect(names).toHaveLength(2);
    expect(await attachmentNames(world, second?.id ?? 0)).toEqual(names);
    await settleJobs(world);

    const order = (await details(orderId)).body;
    const resent = order.audit.find((entry) => entry.action === 'order.confirmation_resent');
    expect(resent?.actor?.id).toBe(cashier.userId);
    expect(resent?.actor?.name).toMatch(/^Munkatárs \d+$/);
    expect(order.mails.filter((mail) => mail.kind === 'order_paid')).toHaveLength(2);
  });

  it('is only for paid orders', async () => {
    const { orderId } = await unpaidOrder(world, buyer.token, { quantity: 1 });
    const reply = await adminCall<{ code: string; message: string }>(
      world,
      'POST',
      `/api/admin/orders/${orderId}/resend-confirmation`,
      cashier.token,
    );
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('order_not_paid');
    const unknown = await adminCall(
      world,
      'POST',
      '/api/admin/orders/2000000000/resend-confirmation',
      cashier.token,
    );
    expect(unknown.status).toBe(404);
  });
});
