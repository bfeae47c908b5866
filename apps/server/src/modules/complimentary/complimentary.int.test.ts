import type { SalesReport } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { auditCount, inventory, settleJobs } from '../checkout/checkout-test-kit.js';
import { attachmentNames, mailsAbout } from '../orders/orders-test-kit.js';
import {
  admin,
  cancelOrder,
  cashier,
  db,
  issue,
  overview,
  setAllowance,
  world,
} from './complimentary-test-support.js';

// Complimentary tickets of a general-admission performance (decision 0045): the allowance, the
// issue (an order of its own channel at 0 Ft, no receipt or invoice, the PDF e-mailed), two
// administrators at once, the inventory taken and given back, and the reports that keep them apart.

const show = () => createShow(db(), { price: 5000, capacity: 10, techFee: 290 });

const documentsOf = (orderId: number) =>
  db().selectFrom('fiscal_documents').select('id').where('order_id', '=', orderId).execute();

describe('issuing complimentary tickets', () => {
  it('makes a 0 Ft order of its own channel with valid tickets, no receipt, and mails the PDF', async () => {
    const { eventId, typeId } = await show();
    // Nothing may be given before an administrator sets the allowance.
    const none = await issue(eventId, { ticket_type_id: typeId, quantity: 1 });
    expect(none.status).toBe(422);
    expect(none.body.errors?.['quantity']).toEqual([
      'Az előadás tiszteletjegy-keretéből már csak 0 jegy maradt. Kérjük, adjon ki kevesebbet, vagy emelje a keretet.',
    ]);
    const set = await setAllowance(eventId, 3);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ allowance: 3, used: 0, left: 3, seated: false });

    const issued = await issue(eventId, { ticket_type_id: typeId, quantity: 2 });
    expect(issued.status).toBe(201);
    expect(issued.body.message).toBe(
      '2 tiszteletjegyet kiadtunk; a jegyeket e-mailben küldjük ide: klara@example.com.',
    );
    const orderId = issued.body.order_id;
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 2, held: 0 });
    const order = await db()
      .selectFrom('orders')
      .select(['channel', 'status', 'total', 'buyer_name', 'buyer_email', 'needs_invoice'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      channel: 'complimentary',
      status: 'paid',
      total: 0,
      buyer_name: 'Kritikus Klára',
      buyer_email: 'klara@example.com',
      needs_invoice: false,
    });
    await settleJobs(world);
    const tickets = await db()
      .selectFrom('tickets')
      .select('status')
      .where('order_id', '=', orderId)
      .execute();
    expect(tickets.map((ticket) => ticket.status)).toEqual(['valid', 'valid']);
    // Nothing was sold: no receipt, no invoice, no payment.
    expect(await documentsOf(orderId)).toEqual([]);
    const payments = await db()
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(payments).toEqual([]);
    const [mail] = await mailsAbout(world, orderId, 'order_paid');
    expect(mail).toMatchObject({ to_address: 'klara@example.com', locale: 'hu' });
    expect(mail?.subject).toContain('Tiszteletjegy');
    expect(mail?.text).toContain('A jegyért nem kell fizetnie.');
    // The tickets and the calendar entry every confirmation carries (decision 0043).
    expect(await attachmentNames(world, mail?.id ?? 0)).toEqual([
      `jegyek-${String(orderId)}.pdf`,
      `naptar-${String(orderId)}.ics`,
    ]);
    expect(await auditCount(db(), 'complimentary.issued', orderId)).toBe(1);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'data'])
      .where('action', '=', 'complimentary.issued')
      .where('entity_id', '=', String(orderId))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(admin.userId);
    expect(audit.data).toMatchObject({
      reason: 'press',
      note: 'Népszava',
      recipient_name: 'Kritikus Klára',
      recipient_email: 'klara@example.com',
      tickets: 2,
    });

    const listed = await overview(eventId);
    expect(listed.body).toMatchObject({ allowance: 3, used: 2, left: 1 });
    expect(listed.body.issues).toEqual([
      expect.objectContaining({
        order_id: orderId,
        status: 'paid',
        reason: 'press',
        recipient_name: 'Kritikus Klára',
        tickets: 2,
        seats: [],
      }),
    ]);
    // Beyond what is left, and an allowance below what is used: refused, nothing changes.
    const over = await issue(eventId, { ticket_type_id: typeId, quantity: 2 }, { lang: 'en' });
    expect(over.status).toBe(422);
    expect(over.body.errors?.['quantity']).toEqual([
      "Only 1 ticket(s) are left of the performance's complimentary allowance. Please issue fewer, or raise the allowance.",
    ]);
    const below = await setAllowance(eventId, 1);
    expect(below.status).toBe(422);
    expect(Object.keys(below.body.errors ?? {})).toEqual(['allowance']);
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 2, held: 0 });
  });

  it('asks for a note with "other", and is for administrators only', async () => {
    const { eventId, typeId } = await show();
    await setAllowance(eventId, 5);
    const noNote = await issue(eventId, {
      ticket_type_id: typeId,
      quantity: 1,
      reason: 'other',
      note: '',
    });
    expect(noNote.status).toBe(422);
    expect(Object.keys(noNote.body.errors ?? {})).toEqual(['note']);
    expect((await overview(eventId, { token: cashier.token })).status).toBe(403);
    const byCashier = await issue(
      eventId,
      { ticket_type_id: typeId, quantity: 1 },
      { token: cashier.token },
    );
    expect(byCashier.status).toBe(403);
    expect((await setAllowance(eventId, 9, cashier.token)).status).toBe(403);
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 0 });
    expect((await overview(eventId)).body).toMatchObject({ allowance: 5, used: 0 });
  });

  it('lets only one of two administrators at once take the last of the allowance', async () => {
    const { eventId, typeId } = await show();
    await setAllowance(eventId, 3);
    const replies = await Promise.all([
      issue(eventId, { ticket_type_id: typeId, quantity: 2 }),
      issue(eventId, { ticket_type_id: typeId, quantity: 2, recipient_name: 'Vendég Vilma' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422]);
    expect(replies.find((reply) => reply.status === 422)?.body.errors?.['quantity']).toBeDefined();
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 2, held: 0 });
    expect((await overview(eventId)).body).toMatchObject({ used: 2, left: 1 });
    const orders = await db()
      .selectFrom('complimentary_orders')
      .select('order_id')
      .where('event_id', '=', eventId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('never sells beyond the capacity', async () => {
    const { eventId, typeId } = await createShow(db(), { price: 5000, capacity: 2 });
    await setAllowance(eventId, 5);
    const reply = await issue(eventId, { ticket_type_id: typeId, quantity: 3 });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('ticket_sold_out');
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 0, held: 0 });
    const stray = await db()
      .selectFrom('order_items')
      .select('order_id')
      .where('ticket_type_id', '=', typeId)
      .execute();
    // The order was rolled back with its lines.
    expect(stray).toEqual([]);
  });
});

describe('cancelling a complimentary order', () => {
  it('gives the capacity and the allowance back, with no refund and no document', async () => {
    const { eventId, typeId } = await show();
    await setAllowance(eventId, 2);
    const issued = await issue(eventId, { ticket_type_id: typeId, quantity: 2 });
    await settleJobs(world);
    // The cancel's default is to refund what was paid: 0 Ft here, so nothing is refunded.
    const cancelled = await cancelOrder(issued.body.order_id, true);
    expect(cancelled.status).toBe(200);
    await settleJobs(world);
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 0, held: 0 });
    const tickets = await db()
      .selectFrom('tickets')
      .select('status')
      .where('order_id', '=', issued.body.order_id)
      .execute();
    expect(tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);
    const refunds = await db()
      .selectFrom('refunds')
      .select('id')
      .where('order_id', '=', issued.body.order_id)
      .execute();
    expect(refunds).toEqual([]);
    expect(await documentsOf(issued.body.order_id)).toEqual([]);
    const listed = await overview(eventId);
    expect(listed.body).toMatchObject({ used: 0, left: 2 });
    expect(listed.body.issues[0]).toMatchObject({ status: 'cancelled', tickets: 0 });
    // The allowance is free again.
    expect((await issue(eventId, { ticket_type_id: typeId, quantity: 2 })).status).toBe(201);
  });
});

describe('the reports', () => {
  it('count complimentary tickets apart from the sales', async () => {
    const { eventId, typeId } = await show();
    await setAllowance(eventId, 4);
    const issued = await issue(eventId, { ticket_type_id: typeId, quantity: 3 });
    await settleJobs(world);
    const from = budapestDay(new Date(Date.now() - 86_400_000));
    const to = budapestDay(new Date(Date.now() + 3 * 86_400_000));
    const sales = await world.client.call<SalesReport>(
      'GET',
      `/api/admin/reports/sales?from=${from}&to=${to}`,
      { token: admin.token },
    );
    const performance = sales.body.performances.find((row) => row.event_id === eventId);
    expect(performance).toMatchObject({ sold: 0, gross_revenue: 0, complimentary: 3 });
    expect(sales.body.totals.complimentary).toBeGreaterThanOrEqual(3);

    const tickets = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/tickets?from=${from}&to=${to}&date=performance&format=xlsx&event_id=${String(eventId)}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'hu' },
    });
    expect(tickets.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(tickets.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[1] ?? [];
    const column = header.indexOf('Tiszteletjegy (indok)');
    expect(column).toBeGreaterThan(0);
    const ticketRows = rows.filter((row) => row[1] === issued.body.order_id);
    expect(ticketRows).toHaveLength(3);
    expect(ticketRows[0]?.[column]).toBe('Sajtó – Népszava');
    expect(ticketRows[0]?.[header.indexOf('Vevő neve')]).toBe('Kritikus Klára');

    const salesExport = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/sales?from=${from}&to=${to}&date=performance&format=csv`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(salesExport.statusCode).toBe(200);
    const lines = salesExport.body.split(/\r?\n/);
    // The sales' total is the report's tickets sold (the demo season's), without the given ones,
    // which have a row of their own at 0 Ft.
    const total = lines.find((line) => line.startsWith('Total'));
    expect(Number(/^Total;;(\d+);/.exec(total ?? '')?.[1])).toBe(sales.body.totals.sold);
    const given = lines.find((line) => line.includes('Complimentary tickets (not sales, 0 HUF)'));
    const quantity = /;(\d+);0;0;0$/.exec(given ?? '')?.[1];
    expect(Number(quantity)).toBe(sales.body.totals.complimentary);
  });
});
