import type { TransferOrderDetails, TransferOrdersReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { inventory, settleJobs } from '../checkout/checkout-test-kit.js';
import { attachmentNames, mailsAbout } from '../orders/orders-test-kit.js';
import {
  admin,
  auditActions,
  cashier,
  createGroupOrder,
  customer,
  db,
  groupBody,
  groupShow,
  markPaid,
  orderOf,
  type Reply,
  world,
} from './transfer-orders-test-support.js';

// A group order by bank transfer (decision 0046): taken above the shop's per-order limit, held
// until its deadline, its pro-forma e-mailed; marked paid once, then invoiced and ticketed.

const today = () => new Date().toISOString().slice(0, 10);

describe('a group order by bank transfer', () => {
  it('is held until its deadline, gets a pro-forma, and once marked paid its invoice and tickets', async () => {
    const show = await groupShow({ capacity: 100 });
    // 30 tickets: three times the shop's per-order limit of 10.
    const created = await createGroupOrder(groupBody(show.typeId, 30, { payment_days: 8 }));
    expect(created.status).toBe(201);
    // Staff take it on the box office's channel: no online technical fee (decision 0044).
    const total = 30 * 5000;
    expect(created.body).toMatchObject({
      status: 'awaiting_transfer',
      total,
      tickets: 30,
      payment_reference: `Order ${String(created.body.order_id)}`,
    });
    const orderId = created.body.order_id;
    const due = new Date(created.body.payment_due_at);
    // The end of a Budapest day 8 days from now (a day is 23 to 25 hours).
    const days = (due.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(8);
    expect(days).toBeLessThanOrEqual(9.05);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'awaiting_transfer',
      payment_status: 0,
      payment_method: 3,
      channel: 'box_office',
      sold_by: null,
      total,
      paid_at: null,
    });
    expect(order.payment_due_at?.toISOString()).toBe(due.toISOString());
    // Held, not sold, until the deadline: no one else can have these 30.
    expect(await inventory(db(), show.typeId)).toMatchObject({ sold: 0, held: 30, holdRows: 30 });
    const holds = await db()
      .selectFrom('holds')
      .select(['expires_at', 'order_id', 'cart_id'])
      .where('ticket_type_id', '=', show.typeId)
      .execute();
    expect(holds).toEqual([{ expires_at: due, order_id: orderId, cart_id: null }]);

    // The pro-forma: e-mailed with the PDF, and downloadable by staff.
    const [proForma] = await mailsAbout(world, orderId, 'transfer_pro_forma');
    expect(proForma?.to_address).toBe('titkarsag@iskola.example');
    expect(proForma?.text).toContain('11773016-11111018-00000000');
    expect(proForma?.text).toContain(`Order ${String(orderId)}`);
    expect(await attachmentNames(world, proForma?.id ?? 0)).toEqual([
      `pro-forma-${String(orderId)}.pdf`,
    ]);
    const pdf = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/transfer-orders/${String(orderId)}/pro-forma`,
      headers: { authorization: `Bearer ${cashier.token}`, 'accept-language': 'hu' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not a fiscal document: no invoice, no number taken.
    const fiscal = await db()
      .selectFrom('fiscal_documents')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(fiscal).toEqual([]);

    // A customer may not mark it paid.
    expect((await markPaid(orderId, { paid_on: today() }, customer.token)).status).toBe(403);
    const paid = await markPaid(orderId, { paid_on: today(), note: 'OTP kivonat 2026/11' });
    expect(paid.status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'paid',
      payment_status: 1,
      transfer_paid_on: today(),
      transfer_note: 'OTP kivonat 2026/11',
    });
    expect(await inventory(db(), show.typeId)).toMatchObject({ sold: 30, held: 0, holdRows: 0 });

    // The documents job issues the invoice and mails it with the tickets.
    await settleJobs(world);
    const documents = await db()
      .selectFrom('fiscal_documents')
      .select(['kind', 'number', 'content'])
      .where('order_id', '=', orderId)
      .execute();
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: 'invoice' });
    expect(documents[0]?.number).toBeTruthy();
    const tickets = await db()
      .selectFrom('tickets')
      .select('status')
      .where('order_id', '=', orderId)
      .execute();
    expect(tickets).toHaveLength(30);
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(['valid']));
    const [confirmation] = await mailsAbout(world, orderId, 'order_paid');
    expect(confirmation?.to_address).toBe('titkarsag@iskola.example');
    expect(confirmation?.text).toContain('the invoice');
    // The invoice says it was paid by bank transfer.
    expect(documents[0]?.content).toMatchObject({ paymentMethod: 'bank_transfer' });

    expect((await auditActions(orderId)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['transfer_order.created', 'order.paid', 'transfer_order.paid']),
    );
  });

  it('is marked paid once: a second mark is 409 and changes nothing', async () => {
    const show = await groupShow();
    const created = await createGroupOrder(groupBody(show.typeId, 12));
    const orderId = created.body.order_id;
    const [first, second] = await Promise.all([
      markPaid(orderId, { paid_on: today() }),
      markPaid(orderId, { paid_on: today(), note: 'again' }, admin.token),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await markPaid(orderId, { paid_on: today() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_not_awaiting_transfer');
    expect(await inventory(db(), show.typeId)).toMatchObject({ sold: 12, held: 0 });
    const paidAudits = (await auditActions(orderId)).filter(
      (entry) => entry.action === 'transfer_order.paid',
    );
    expect(paidAudits).toHaveLength(1);
    const tickets = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(tickets).toHaveLength(12);
  });

  it('refuses more than capacity, a hidden performance, wrong buyer data, a future transfer date', async () => {
    const show = await groupShow({ capacity: 20 });
    const over = await createGroupOrder(groupBody(show.typeId, 21));
    expect(over.status).toBe(422);
    expect(over.body.errors?.['lines.0.quantity']).toEqual([
      'Only 20 tickets of this type are left.',
    ]);
    expect(await inventory(db(), show.typeId)).toMatchObject({ sold: 0, held: 0, holdRows: 0 });

    const unpublished = await groupShow({ published: false });
    const hidden = await createGroupOrder(groupBody(unpublished.typeId, 2));
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors?.['lines.0.quantity']).toHaveLength(1);

    const noEmail = await createGroupOrder(groupBody(show.typeId, 2, { buyer_email: 'nope' }));
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors?.['buyer_email']).toBeDefined();
    const badTax = await createGroupOrder(
      groupBody(show.typeId, 2, { tax_number: '12345678-2-41' }),
    );
    expect(badTax.status).toBe(422);
    expect(badTax.body.errors?.['tax_number']).toBeDefined();

    const ok = await createGroupOrder(groupBody(show.typeId, 20));
    expect(ok.status).toBe(201);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const early = await markPaid(ok.body.order_id, { paid_on: future });
    expect(early.status).toBe(422);
    expect(early.body.errors?.['paid_on']).toEqual([
      'The date of the transfer cannot be in the future.',
    ]);
    expect((await orderOf(ok.body.order_id)).status).toBe('awaiting_transfer');
  });

  it('are listed by state and shown one by one to the desk, not to a customer', async () => {
    const show = await groupShow();
    const waiting = await createGroupOrder(groupBody(show.typeId, 15));
    const paid = await createGroupOrder(groupBody(show.typeId, 11, { buyer_name: 'Nagy Béla' }));
    await markPaid(paid.body.order_id, { paid_on: today(), note: 'kivonat 7' });
    const list = (query: string, token = cashier.token) =>
      world.client.call<Reply<TransferOrdersReply>>('GET', `/api/admin/transfer-orders${query}`, {
        token,
      });

    const awaiting = await list('?status=awaiting_transfer');
    expect(awaiting.status).toBe(200);
    const ids = awaiting.body.data.map((row) => row.id);
    expect(ids).toContain(waiting.body.order_id);
    expect(ids).not.toContain(paid.body.order_id);
    expect(awaiting.body.data.find((row) => row.id === waiting.body.order_id)).toMatchObject({
      status: 'awaiting_transfer',
      tickets: 15,
      total: 15 * 5000,
      buyer_email: 'titkarsag@iskola.example',
      payment_due_at: waiting.body.payment_due_at,
      paid_on: null,
    });
    const all = await list('');
    expect(all.body.data.map((row) => row.id).slice(0, 2)).toEqual([
      paid.body.order_id,
      waiting.body.order_id,
    ]);
    expect((await list('?status=nope')).status).toBe(422);
    expect((await list('', customer.token)).status).toBe(403);

    const details = await world.client.call<Reply<TransferOrderDetails>>(
      'GET',
      `/api/admin/transfer-orders/${String(paid.body.order_id)}`,
      { token: admin.token },
    );
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      status: 'paid',
      buyer_name: 'Nagy Béla',
      paid_on: today(),
      paid_note: 'kivonat 7',
      payment_reference: `Order ${String(paid.body.order_id)}`,
      billing: expect.objectContaining({ tax_number: '12345676-2-41' }) as unknown,
    });
    expect(details.body.lines).toEqual([
      expect.objectContaining({ kind: 'ticket', quantity: 11, unit_price: 5000, total: 55_000 }),
    ]);
    // Another order (not by transfer) is not a group order.
    const missing = await world.client.call<Reply<object>>(
      'GET',
      '/api/admin/transfer-orders/999999',
      { token: cashier.token },
    );
    expect(missing.status).toBe(404);
  });

  it('are documented in the OpenAPI document, each call with its operations', async () => {
    const res = await world.t.app.inject('/api/docs/json');
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/admin/transfer-orders'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/transfer-orders/{id}'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/transfer-orders/{id}/pro-forma'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/transfer-orders/{id}/mark-paid'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/admin/settings/transfer'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/admin/orders/{id}/cancel'] ?? {})).toEqual(['post']);
  });
});
