import type { StaffOrderDetails } from '@theatre/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyInvoiceOrder, settleJobs } from '../checkout/checkout-test-kit.js';
import {
  adminCall,
  attachmentNames,
  mailsAbout,
  paidOrder,
  unpaidOrder,
} from './orders-test-kit.js';
import {
  buyer,
  buyerName,
  cashier,
  customer,
  db,
  details,
  world,
} from './staff-orders-test-support.js';

// An order as the staff see it: its details, the downloads of its documents and tickets, and its
// confirmation sent again. Finding orders is in find-orders.int.test.ts.

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
        attachments: [
          `tickets-${orderId}.pdf`,
          `invoice-${order.documents[0]?.number ?? ''}.pdf`,
          `calendar-${orderId}.ics`,
        ],
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

  it('says which of its tickets were admitted at the door, when, where and by whom', async () => {
    // The cancel dialog warns about them (decision 0034).
    const before = await details(orderId);
    const first = before.body.tickets[0];
    expect(first).toBeDefined();
    const scan = await adminCall<{ result: string }>(
      world,
      'POST',
      '/api/admin/check-in',
      cashier.token,
      { body: { code: first?.code ?? '', event_id: first?.event_id ?? 0, door: 'Főbejárat' } },
    );
    expect(scan.status).toBe(200);
    expect(scan.body.result).toBe('admitted');
    const after = await details(orderId);
    const admitted = after.body.tickets.filter((ticket) => ticket.checked_in_at !== null);
    expect(admitted).toHaveLength(1);
    expect(admitted[0]).toMatchObject({
      code: first?.code,
      checked_in_door: 'Főbejárat',
      checked_in_by: { id: cashier.userId },
    });
    expect(Date.parse(admitted[0]?.checked_in_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
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
    // The tickets, the receipt and the calendar entry (decision 0043).
    expect(names).toHaveLength(3);
    expect(names.filter((name) => name.endsWith('.ics'))).toHaveLength(1);
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
