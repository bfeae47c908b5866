import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { heldMismatches } from '../cart/cart-test-kit.js';
import { companyInvoiceOrder, inventory, settleJobs } from '../checkout/checkout-test-kit.js';
import { ticketsFilename } from '../documents/document-filenames.js';
import { attachmentNames, mailsAbout } from '../orders/orders-test-kit.js';
import { boxOfficeCart, sell, type Reply } from './box-office-test-kit.js';
import {
  admin,
  auditOf,
  cashier,
  countOrders,
  db,
  orderOf,
  world,
} from './box-office-sale-test-support.js';

// A sale at the desk: in cash or by card, to a walk-in or a named buyer, with a receipt or an
// invoice. The sales it refuses are in box-office-sale-refusals.int.test.ts.

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
    // The performance has a technical fee of 290; the desk does not charge it (decision 0044).
    const total = 2 * 5000;
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
    // The tickets were printed at the desk: the e-mail carries the receipt (and the calendar
    // entry every confirmation carries, decision 0043).
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^receipt-/);
    expect(names[1]).toMatch(/\.ics$/);
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
});
