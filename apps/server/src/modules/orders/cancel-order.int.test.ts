import { formatPrice } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import {
  auditCount,
  companyInvoiceOrder,
  expireOrderHold,
  inventory,
  payOnPage,
  settleJobs,
  signedInBuyer,
} from '../checkout/checkout-test-kit.js';
import { expireOrders } from '../checkout/expire-orders.js';
import { pdfText } from '../documents/pdf-test-kit.js';
import { attachmentNames, mailsAbout, paidOrder, unpaidOrder } from './orders-test-kit.js';
import {
  admin,
  adminName,
  buyer,
  cancel,
  cashier,
  db,
  details,
  orderState,
  refundsOf,
  world,
} from './cancel-order-test-support.js';

// Cancelling an order in the back office: a paid card order (refunded through SimplePay or not),
// an unpaid one (and its payment completed after the cancel), and the orders that cannot be
// cancelled. Refunds paid at the desk or settled by hand are in cancel-order-refunds.int.test.ts.

describe('cancelling a paid card order', () => {
  it('gives the tickets back, cancels the documents and refunds through SimplePay', async () => {
    // Sold out: the two tickets are the type's whole capacity.
    const order = await paidOrder(world, buyer.token, {
      quantity: 2,
      capacity: 2,
      body: companyInvoiceOrder,
    });
    await settleJobs(world);
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 2, held: 0 });
    const [invoice] = await db()
      .selectFrom('fiscal_documents')
      .select(['id', 'number'])
      .where('order_id', '=', order.orderId)
      .execute();

    const reply = await cancel(order.orderId, { reason: 'Elmarad az előadás' }, { lang: 'hu' });
    // A refunded cancellation is the theatre's, not a sold-out refund, on the payment screen.
    const status = await world.client.call('GET', `/api/payment/status/${order.orderId}`, {
      token: buyer.token,
    });
    expect(status.body).toMatchObject({ state: 'withdrawn', payment_status: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(
      `A rendelést lemondtuk. A(z) ${formatPrice(10_580)} visszatérítését elindítottuk a vevő kártyájára.`,
    );
    expect(reply.body.order).toMatchObject({
      status: 'cancelled',
      refund_status: 'pending',
      cancellation: {
        reason: 'Elmarad az előadás',
        by: { id: admin.userId, name: adminName },
      },
    });
    expect(reply.body.order.refunds).toEqual([
      expect.objectContaining({
        amount: 10_580,
        method: 'simplepay',
        status: 'pending',
        reason: 'Elmarad az előadás',
        requested_by: { id: admin.userId, name: adminName },
      }),
    ]);
    // At once, in the cancel's transaction: the seats are for sale again, the tickets void.
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0, held: 0 });
    expect(reply.body.order.tickets.map((ticket) => ticket.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    // The buyer's e-mail waits for the cancellation document.
    expect(await mailsAbout(world, order.orderId, 'order_cancelled')).toHaveLength(0);

    await settleJobs(world);
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
    const after = await details(order.orderId);
    expect(after.refunds[0]).toMatchObject({ status: 'done' });
    expect(after.refunds[0]?.refund_transaction_id).toBeGreaterThan(0);
    expect(after.payments[0]?.status).toBe('refunded');
    expect(world.simulator.transaction(after.payments[0]?.transaction_id ?? 0)).toMatchObject({
      remainingTotal: 0,
    });

    // The sztornó invoice names the original.
    expect(after.documents).toHaveLength(2);
    const cancellation = after.documents[1];
    expect(cancellation).toMatchObject({
      kind: 'invoice',
      cancels_id: invoice?.id,
      status: 'issued',
    });
    const content = await db()
      .selectFrom('fiscal_documents')
      .select(['content', 'pdf'])
      .where('id', '=', cancellation?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect((content.content as { cancels: { number: string } }).cancels.number).toBe(
      invoice?.number,
    );
    expect(await pdfText(content.pdf ?? Buffer.alloc(0))).toContain(invoice?.number ?? '');

    // Audited with the administrator's name.
    const cancelled = after.audit.find((entry) => entry.action === 'order.cancelled');
    expect(cancelled).toMatchObject({
      actor: { id: admin.userId, name: adminName },
      data: { reason: 'Elmarad az előadás', previous_status: 'paid', tickets_back: 2 },
    });
    expect(after.audit.find((entry) => entry.action === 'order.refund_requested')).toMatchObject({
      actor: { id: admin.userId, name: adminName },
      data: { amount: 10_580, method: 'simplepay' },
    });
    expect(after.audit.map((entry) => entry.action)).toContain('payment.refunded');

    // The buyer is told once, in the order's language, with the sztornó attached; the refund
    // job sends no second e-mail of its own.
    const mails = await mailsAbout(world, order.orderId, 'order_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: buyer.email, locale: 'en' });
    expect(mails[0]?.text).toContain(`We have cancelled your order ${order.orderId}`);
    expect(mails[0]?.text).toContain('We are refunding the 10');
    expect(mails[0]?.text).toContain('The cancellation document is attached');
    expect(await attachmentNames(world, mails[0]?.id ?? 0)).toEqual([
      `cancellation-invoice-${after.documents[1]?.number ?? ''}.pdf`,
    ]);
    expect(await mailsAbout(world, order.orderId, 'payment_refunded')).toHaveLength(0);
    await settleJobs(world);
    expect(await mailsAbout(world, order.orderId, 'order_cancelled')).toHaveLength(1);

    // Someone else can buy the two seats now.
    const other = await signedInBuyer(world, 'masik');
    const key = await world.client.newKey();
    for (let index = 0; index < 2; index += 1) {
      expect((await world.client.add(key, order.typeId, other.token)).status).toBe(200);
    }
  });

  it('without a refund when asked so', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 1 });
    await settleJobs(world);
    const reply = await cancel(order.orderId, { reason: 'Tiszteletjegy volt', refund: false });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('The order has been cancelled.');
    expect(reply.body.order).toMatchObject({ status: 'cancelled', refund_status: 'none' });
    expect(await refundsOf(order.orderId)).toEqual([]);
    await settleJobs(world);
    const [mail] = await mailsAbout(world, order.orderId, 'order_cancelled');
    expect(mail?.text).not.toContain('refund');
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0 });
  });

  it('before its documents were issued: the original goes out with its cancellation', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 1 });
    expect((await cancel(order.orderId)).status).toBe(200);
    await settleJobs(world);
    const after = await details(order.orderId);
    expect(after.documents.map((document) => document.status)).toEqual(['issued', 'issued']);
    // No confirmation of a cancelled order; the cancellation e-mail carries both documents.
    expect(await mailsAbout(world, order.orderId, 'order_paid')).toHaveLength(0);
    const [mail] = await mailsAbout(world, order.orderId, 'order_cancelled');
    expect(await attachmentNames(world, mail?.id ?? 0)).toEqual([
      `receipt-${after.documents[0]?.number ?? ''}.pdf`,
      `cancellation-receipt-${after.documents[1]?.number ?? ''}.pdf`,
    ]);
  });
});

describe('cancelling an unpaid order', () => {
  it('releases its holds at once and tells the buyer', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 3, capacity: 3 });
    expect(await inventory(db(), order.typeId)).toMatchObject({ held: 3, holdRows: 3 });
    const reply = await cancel(order.orderId);
    expect(reply.status).toBe(200);
    expect(reply.body.order).toMatchObject({ status: 'cancelled', refund_status: 'none' });
    expect(reply.body.order.refunds).toEqual([]);
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0, held: 0, holdRows: 0 });
    const mails = await mailsAbout(world, order.orderId, 'order_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('which had not been paid');
    expect(await attachmentNames(world, mails[0]?.id ?? 0)).toEqual([]);
    // Its payment can no longer be started.
    const start = await world.client.call<{ status: number }>(
      'GET',
      `/api/payment/${order.orderId}`,
      {
        token: buyer.token,
      },
    );
    expect(start.body.status).toBe(0);
    // The payment screen says the theatre cancelled it, not that the time ran out.
    const status = await world.client.call('GET', `/api/payment/status/${order.orderId}`, {
      token: buyer.token,
    });
    expect(status.body).toMatchObject({ state: 'withdrawn', retryable: false });
  });

  it('refunds a payment the buyer completes after the cancel (a late IPN)', async () => {
    const order = await unpaidOrder(world, buyer.token, {
      quantity: 2,
      capacity: 2,
      startPayment: true,
    });
    expect((await cancel(order.orderId)).status).toBe(200);
    // Someone else takes the released seats meanwhile.
    const other = await signedInBuyer(world, 'gyorsabb');
    const key = await world.client.newKey();
    for (let index = 0; index < 2; index += 1) {
      expect((await world.client.add(key, order.typeId, other.token)).status).toBe(200);
    }

    // The buyer still pays on SimplePay's page; its IPN arrives for the cancelled order.
    await payOnPage(order.paymentUrl ?? '');
    await world.simulator.idle();
    const notified = await details(order.orderId);
    expect(notified).toMatchObject({ status: 'cancelled', refund_status: 'pending' });
    expect(notified.notifications).toContainEqual(
      expect.objectContaining({ status: 'FINISHED', outcome: 'refund' }),
    );
    expect(notified.refunds).toEqual([
      expect.objectContaining({ reason: 'order_closed', requested_by: null, status: 'pending' }),
    ]);
    // Nothing was sold: the seats stay with the other buyer's cart.
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0, held: 2 });

    await settleJobs(world);
    const after = await details(order.orderId);
    expect(after).toMatchObject({ status: 'cancelled', refund_status: 'refunded' });
    expect(after.payments[0]).toMatchObject({ status: 'refunded' });
    expect(world.simulator.transaction(after.payments[0]?.transaction_id ?? 0)).toMatchObject({
      remainingTotal: 0,
    });
    const [refunded] = await mailsAbout(world, order.orderId, 'payment_refunded');
    expect(refunded?.text).toContain('arrived after the order had been cancelled');
    expect(await auditCount(db(), 'order.paid_after_cancel', order.orderId)).toBe(1);
  });
});

describe('what cannot be cancelled', () => {
  it('an order twice, also when asked at once: one cancel, one refund', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 2 });
    await settleJobs(world);
    const replies = await Promise.all([
      cancel(order.orderId),
      cancel(order.orderId),
      cancel(order.orderId),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    for (const reply of replies.filter((one) => one.status === 409)) {
      expect(reply.body.code).toBe('order_already_cancelled');
    }
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0 });
    expect(await auditCount(db(), 'order.cancelled', order.orderId)).toBe(1);

    const again = await cancel(order.orderId, { reason: 'Még egyszer' }, { lang: 'hu' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ezt a rendelést már lemondták.');
    await settleJobs(world);
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(await mailsAbout(world, order.orderId, 'order_cancelled')).toHaveLength(1);
  });

  it('an expired order', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    await expireOrderHold(db(), order.orderId);
    await expireOrders(db());
    const reply = await cancel(order.orderId);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('order_not_cancellable');
    expect((await orderState(order.orderId)).status).toBe('expired');
  });

  it('answers 404 for an unknown order, 422 for a bad body, 403 to a cashier', async () => {
    const unknown = await cancel(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('order_not_found');
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: '   ' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: 'ok', refund: 'yes' }, 'refund'],
    ] as const) {
      const reply = await cancel(order.orderId, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {})).toContain(field);
    }
    const byCashier = await cancel(order.orderId, { reason: 'x' }, { token: cashier.token });
    expect(byCashier.status).toBe(403);
    expect((await orderState(order.orderId)).status).toBe('awaiting_payment');
  });
});
