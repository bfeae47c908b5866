import { describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import { inventory, settleJobs, testMerchant } from '../checkout/checkout-test-kit.js';
import { cashOrder, mailsAbout, paidOrder } from './orders-test-kit.js';
import { admin, buyer, cashier, db, details, world } from './cancel-order-test-support.js';
import {
  anotherDate,
  cashReport,
  exchange,
  exchangeOptions,
  fiscalOf,
  orderRow,
  ticketRows,
} from './exchange-test-support.js';

// Exchanging tickets for another date of the same production (decision 0050): the old tickets go
// back through the refund per ticket, the new ones are a box-office order paid by their value as
// credit plus the difference; only money that moves is counted as taken or refunded.

const remainingAtSimplePay = async (orderId: number) => {
  const payment = await db()
    .selectFrom('payments')
    .select('order_ref')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const client = createSimplePayClient({
    merchant: testMerchant,
    secretKey: world.secretKey,
    apiUrl: world.simulator.apiBase,
  });
  const [transaction] = await client.query([payment.order_ref]);
  return transaction?.remainingTotal;
};

const shareOf = async (orderId: number, ticketId: number) =>
  (await details(orderId)).tickets.find((ticket) => ticket.id === ticketId)?.share ?? -1;

describe('exchanging tickets of a card order', () => {
  it('to a dearer date: previews, then the buyer pays the difference at the till', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 2, price: 6900 });
    await settleJobs(world);
    const target = await anotherDate(order.eventId, { price: 9900 });
    const [first] = await ticketRows(order.orderId);
    const value = await shareOf(order.orderId, first!.id);
    const options = await exchangeOptions(order.orderId, cashier.token);
    expect(options.status).toBe(200);
    expect(options.body.refused).toBeNull();
    expect(options.body.targets.map((item) => item.id)).toContain(target.eventId);
    // The tickets' own performance is listed too (an order may hold several dates); the call
    // refuses it as the target of its own tickets (below).

    const body = {
      ticket_ids: [first!.id],
      event_id: target.eventId,
      lines: [{ ticket_type_id: target.typeId, quantity: 1 }],
    };
    const preview = await exchange(
      order.orderId,
      { ...body, dry_run: true },
      { token: cashier.token },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dry_run: true,
      value,
      price: 9900,
      difference: 9900 - value,
      settlement: 'pay',
      new_order_id: null,
    });
    expect(await inventory(db(), target.typeId)).toMatchObject({ sold: 0 });
    expect((await ticketRows(order.orderId))[0]?.status).toBe('valid');

    // Confirming without saying how the buyer pays is a field error, nothing changed.
    const unpaid = await exchange(order.orderId, body, { token: cashier.token, lang: 'en' });
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.errors?.payment?.[0]).toMatch(/cash or card/);

    const done = await exchange(
      order.orderId,
      { ...body, payment: 'cash' },
      { token: cashier.token },
    );
    expect(done.status).toBe(200);
    const newId = done.body.new_order_id!;
    expect(done.body.order?.exchanged_to_order_ids).toEqual([newId]);
    expect(await orderRow(newId)).toMatchObject({
      status: 'paid',
      channel: 'box_office',
      total: 9900,
      exchange_credit: value,
      exchanged_from_order_id: order.orderId,
      sold_by: cashier.userId,
      payment_method: 1,
      buyer_email: buyer.email,
    });
    const old = await ticketRows(order.orderId);
    expect(old[0]).toMatchObject({
      status: 'cancelled',
      refund_id: null,
      exchanged_to_order_id: newId,
    });
    expect(old[1]?.status).toBe('valid');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 1 });
    expect(await inventory(db(), target.typeId)).toMatchObject({ sold: 1 });
    // Only the difference was taken at the till; nothing went back to the card.
    const report = await cashReport(cashier.token);
    expect(report.entries.find((entry) => entry.order_id === newId)).toMatchObject({
      kind: 'sale',
      method: 'cash',
      amount: 9900 - value,
    });
    const refunds = await db()
      .selectFrom('refunds')
      .select('id')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(refunds).toHaveLength(0);

    await settleJobs(world);
    // The old receipt corrected (sztornó + the remaining ticket), the new order its own receipt.
    const oldDocs = await fiscalOf(order.orderId);
    expect(oldDocs.filter((doc) => doc.cancels_id !== null)).toHaveLength(1);
    const newDocs = await fiscalOf(newId);
    expect(newDocs).toHaveLength(1);
    expect((newDocs[0]?.content as { total: number }).total).toBe(9900);
    const [mail] = await mailsAbout(world, newId, 'order_paid');
    expect(mail?.to_address).toBe(buyer.email);
    expect(mail?.subject).toMatch(/Jegycsere|Ticket exchange/);
    expect(mail?.text).toMatch(/You paid the difference|A különbözetet .* kifizette/);
    expect(mail?.text).toContain(String(order.orderId));
    const newTickets = await ticketRows(newId);
    expect(newTickets).toHaveLength(1);
    expect(newTickets[0]?.status).toBe('valid');
    const file = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(newId)}/tickets`,
      headers: { authorization: `Bearer ${cashier.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await details(newId)).exchanged_from_order_id).toBe(order.orderId);

    // A repeat finds the tickets exchanged: 409, nothing sold or refunded twice.
    const again = await exchange(
      order.orderId,
      { ...body, payment: 'cash' },
      { token: cashier.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('tickets_exchanged');
    expect(await inventory(db(), target.typeId)).toMatchObject({ sold: 1 });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(order.orderId))
      .where('action', '=', 'order.exchanged')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('to a cheaper date: only the surplus goes back to the card by a partial refund', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 2, price: 6900 });
    await settleJobs(world);
    const target = await anotherDate(order.eventId, { price: 3000 });
    const tickets = await ticketRows(order.orderId);
    const value = (await shareOf(order.orderId, tickets[0]!.id)) * 2;
    const paidTotal = (await orderRow(order.orderId)).total;
    const done = await exchange(order.orderId, {
      ticket_ids: tickets.map((ticket) => ticket.id),
      event_id: target.eventId,
      lines: [{ ticket_type_id: target.typeId, quantity: 2 }],
      till_id: admin.userId,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ settlement: 'refund_card', difference: 6000 - value });
    const newId = done.body.new_order_id!;
    expect(await orderRow(newId)).toMatchObject({ total: 6000, exchange_credit: 6000 });
    // Every old ticket exchanged: the old order stays paid (its money partly moved), not cancelled.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid' });
    const refunds = await db()
      .selectFrom('refunds')
      .select(['amount', 'method', 'kind'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(refunds).toEqual([{ amount: value - 6000, method: 'simplepay', kind: 'tickets' }]);
    await settleJobs(world);
    expect(await remainingAtSimplePay(order.orderId)).toBe(paidTotal - (value - 6000));
    // Nothing was taken at a till for it.
    const report = await cashReport(admin.token);
    expect(report.entries.find((entry) => entry.order_id === newId)).toMatchObject({ amount: 0 });
    const [mail] = await mailsAbout(world, newId, 'order_paid');
    expect(mail?.text).toMatch(/is refunded to the card|visszatérítjük arra a kártyára/);
  });
});

describe('exchanging a desk sale', () => {
  it('pays the surplus out of the cashier’s till', async () => {
    const order = await cashOrder(
      world,
      { name: 'Pénztári Vevő', email: 'desk@example.com' },
      {
        quantity: 2,
        price: 4000,
      },
    );
    const target = await anotherDate(order.eventId, { price: 3000 });
    const [first] = await ticketRows(order.orderId);
    const done = await exchange(
      order.orderId,
      {
        ticket_ids: [first!.id],
        event_id: target.eventId,
        lines: [{ ticket_type_id: target.typeId, quantity: 1 }],
      },
      { token: cashier.token },
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ settlement: 'refund_desk', difference: -1000 });
    const report = await cashReport(cashier.token);
    const refund = report.entries.find(
      (entry) => entry.kind === 'refund' && entry.order_id === order.orderId,
    );
    expect(refund).toMatchObject({ amount: 1000, method: 'cash' });
    expect(
      report.entries.find(
        (entry) => entry.kind === 'sale' && entry.order_id === done.body.new_order_id,
      ),
    ).toMatchObject({ amount: 0 });
  });
});

describe('the exchange in /api/docs', () => {
  it('documents both calls with their body and errors', async () => {
    const res = await world.t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const path = doc.paths['/api/admin/orders/{id}/exchange'];
    expect(Object.keys(path ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(path?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404', '409', '422']),
    );
  });
});
