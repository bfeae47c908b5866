import type { RefundTicketsReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import {
  inventory,
  receiptOrder,
  settleJobs,
  testMerchant,
} from '../checkout/checkout-test-kit.js';
import { newCouponBody } from '../coupons/coupons-test-kit.js';
import { adminCall, cashOrder, mailsAbout, paidOrder } from './orders-test-kit.js';
import {
  admin,
  buyer,
  cancel,
  cashier,
  db,
  orderState,
  refundsOf,
  world,
} from './cancel-order-test-support.js';

// Refunds per ticket (decision 0039): some tickets of a paid order given back — online through a
// partial SimplePay refund, at the desk out of a till —, the rest valid, the documents corrected;
// the shares add up to the order's total however the tickets are refunded; a refund whose answer
// was lost is found at SimplePay, never made twice.

type RefundReply = RefundTicketsReply & { code?: string; errors?: Record<string, string[]> };

const refundTickets = (orderId: number, body: object, token = admin.token) =>
  adminCall<RefundReply>(world, 'POST', `/api/admin/orders/${orderId}/refund-tickets`, token, {
    body,
  });

const ticketsOf = (orderId: number) =>
  db()
    .selectFrom('tickets')
    .select(['id', 'code', 'status', 'refund_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

const documentsOf = (orderId: number) =>
  db()
    .selectFrom('fiscal_documents')
    .select(['id', 'kind', 'cancels_id', 'replaces_id', 'status', 'content'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

const totalOf = (content: unknown) => (content as { total: number }).total;

/** The theatre's own SimplePay client, as the shop's is configured in the test world. */
const simplePay = () =>
  createSimplePayClient({
    merchant: testMerchant,
    secretKey: world.secretKey,
    apiUrl: world.simulator.apiBase,
  });

const simulatorRemaining = async (orderId: number) => {
  const payment = await db()
    .selectFrom('payments')
    .select('order_ref')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const [transaction] = await simplePay().query([payment.order_ref]);
  return transaction?.remainingTotal;
};

/** A paid online order of four tickets with a 10 % coupon, its documents issued. */
async function couponOrder(): Promise<{ orderId: number; typeId: number; total: number }> {
  const coupon = await adminCall<{ code: string }>(
    world,
    'POST',
    '/api/admin/coupons',
    admin.token,
    {
      body: newCouponBody({ value: 10 }),
    },
  );
  expect(coupon.status).toBe(201);
  const order = await paidOrder(world, buyer.token, {
    quantity: 4,
    price: 6900,
    body: (key) => receiptOrder(key),
    coupon: coupon.body.code,
  });
  await settleJobs(world);
  const row = await db()
    .selectFrom('orders')
    .select(['total', 'discount'])
    .where('id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  expect(row.discount).toBe(2760);
  return { orderId: order.orderId, typeId: order.typeId, total: row.total };
}

describe('refunding some tickets of an online order', () => {
  it('gives back one ticket’s share through SimplePay, keeps the rest, corrects the receipt', async () => {
    const order = await couponOrder();
    const tickets = await ticketsOf(order.orderId);
    expect(tickets).toHaveLength(4);
    // 6900 + 290 fee − 690 (a quarter of the coupon's 2760).
    const one = await refundTickets(order.orderId, {
      ticket_ids: [tickets[0]!.id],
      reason: 'Egy jegyet visszahozott',
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ amount: 6500, refund_method: 'simplepay', tickets_left: 3 });
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 3 });
    await settleJobs(world);
    expect(await simulatorRemaining(order.orderId)).toBe(order.total - 6500);
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'paid',
      refund_status: 'partial',
    });
    // The buyer is told which ticket went back and how its price comes back.
    const [mail] = await mailsAbout(world, order.orderId, 'tickets_refunded');
    expect(mail?.to_address).toBe(buyer.email);
    expect(mail?.text).toContain(tickets[0]!.code);
    expect(mail?.text).toContain('to your card');
    // The buyer's order history says so.
    const history = await world.client.call<{ id: number; payment_status_name: string }[]>(
      'GET',
      '/api/user_orders',
      { token: buyer.token },
    );
    expect(history.body.find((row) => row.id === order.orderId)?.payment_status_name).toBe(
      'Partly refunded',
    );
    expect((await ticketsOf(order.orderId)).map((ticket) => ticket.status)).toEqual([
      'cancelled',
      'valid',
      'valid',
      'valid',
    ]);
    const documents = await documentsOf(order.orderId);
    expect(documents.map((d) => [d.kind, d.status])).toEqual([
      ['receipt', 'issued'],
      ['receipt', 'issued'],
      ['receipt', 'issued'],
    ]);
    expect(documents[1]).toMatchObject({ cancels_id: documents[0]!.id });
    expect(documents[2]).toMatchObject({ cancels_id: null, replaces_id: documents[0]!.id });
    expect(totalOf(documents[2]!.content)).toBe(order.total - 6500);

    // The same ticket again: refused, nothing changes.
    const again = await refundTickets(order.orderId, {
      ticket_ids: [tickets[0]!.id],
      reason: 'Még egyszer',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.['ticket_ids']?.[0]).toContain(tickets[0]!.code);

    // The other three: the order's total is back to the forint, the order is cancelled.
    const rest = await refundTickets(order.orderId, {
      ticket_ids: tickets.slice(1).map((ticket) => ticket.id),
      reason: 'A többit is',
    });
    expect(rest.status).toBe(200);
    expect(rest.body.amount).toBe(order.total - 6500);
    await settleJobs(world);
    expect(await simulatorRemaining(order.orderId)).toBe(0);
    const refunds = await refundsOf(order.orderId);
    expect(refunds.map((refund) => refund.amount).reduce((a, b) => a + b, 0)).toBe(order.total);
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0 });
    const last = await documentsOf(order.orderId);
    expect(last.filter((document) => document.cancels_id !== null)).toHaveLength(2);
    expect(last.at(-1)).toMatchObject({ cancels_id: last[2]!.id });
  });

  it('cancelling after a refund of some tickets gives back only what is left', async () => {
    const order = await couponOrder();
    const tickets = await ticketsOf(order.orderId);
    expect(
      (await refundTickets(order.orderId, { ticket_ids: [tickets[1]!.id], reason: 'Egy' })).status,
    ).toBe(200);
    const cancelled = await cancel(order.orderId, { reason: 'Az egész rendelés' });
    expect(cancelled.status).toBe(200);
    await settleJobs(world);
    expect(await simulatorRemaining(order.orderId)).toBe(0);
    const refunds = await refundsOf(order.orderId);
    expect(refunds.map((refund) => refund.amount)).toEqual([6500, order.total - 6500]);
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
  });

  it('refuses tickets of another order, an empty list, and a cashier on an online order', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 2 });
    const other = await paidOrder(world, buyer.token, { quantity: 1 });
    const [foreign] = await ticketsOf(other.orderId);
    const wrong = await refundTickets(order.orderId, { ticket_ids: [foreign!.id], reason: 'x' });
    expect(wrong.status).toBe(422);
    const empty = await refundTickets(order.orderId, { ticket_ids: [], reason: 'x' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.['ticket_ids']).toBeDefined();
    const [mine] = await ticketsOf(order.orderId);
    const byCashier = await refundTickets(
      order.orderId,
      { ticket_ids: [mine!.id], reason: 'x' },
      cashier.token,
    );
    expect(byCashier.status).toBe(403);
    expect((await ticketsOf(order.orderId)).every((ticket) => ticket.status === 'valid')).toBe(
      true,
    );
  });
});

describe('refunding some tickets at the desk', () => {
  it('pays one ticket back out of the till at once, the order partly refunded', async () => {
    const order = await cashOrder(
      world,
      { name: 'Pénztári Vevő', email: 'penztar@example.com' },
      { quantity: 2, price: 4000 },
    );
    await settleJobs(world);
    const [first] = await ticketsOf(order.orderId);
    const reply = await refundTickets(order.orderId, {
      ticket_ids: [first!.id],
      reason: 'Visszahozta',
      refund_till_id: cashier.userId,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ amount: 4000, refund_method: 'desk', tickets_left: 1 });
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({
        amount: 4000,
        status: 'done',
        method: 'desk',
        paid_out_by: cashier.userId,
      }),
    ]);
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'paid',
      refund_status: 'partial',
    });
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 1 });
  });
});

describe('a refund whose answer was lost', () => {
  it('is found at SimplePay on the next attempt, not made twice', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 2, price: 5000 });
    await settleJobs(world);
    const [first] = await ticketsOf(order.orderId);
    // The refund is recorded and its job queued, but not run yet.
    const reply = await refundTickets(order.orderId, { ticket_ids: [first!.id], reason: 'x' });
    expect(reply.status).toBe(200);
    const [refund] = await refundsOf(order.orderId);
    const payment = await db()
      .selectFrom('payments')
      .select(['order_ref', 'total'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    // A first attempt reached SimplePay and died before it could record the answer.
    await db()
      .updateTable('refunds')
      .set({ attempted_at: new Date() })
      .where('id', '=', refund!.id)
      .execute();
    await simplePay().refund({ orderRef: payment.order_ref, amount: refund!.amount });
    await settleJobs(world);
    expect(await simulatorRemaining(order.orderId)).toBe(payment.total - refund!.amount);
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ id: refund!.id, status: 'done' }),
    ]);
    const made = await simplePay().listRefunds(payment.order_ref);
    expect(made).toHaveLength(1);
  });
});
