import type { OrderReply, PaymentInitReply, PaymentStatusReply } from '@theatre/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import { isValidSimplePaySignature } from '../../integrations/simplepay/simplepay-signature.js';
import {
  auditCount,
  createCheckoutWorld,
  expireOrderHold,
  filledCart,
  inventory,
  orderRow,
  payOnPage,
  postIpn,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  signedIpn,
  testMerchant,
  type CheckoutWorld,
} from './checkout-test-kit.js';
import { expireOrders } from './expire-orders.js';
import { reconcilePayments } from './reconcile-payments.js';

let world: CheckoutWorld;
let buyer: { token: string; userId: number; email: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world);
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

async function newOrder(quantity = 2, options: { capacity?: number } = {}) {
  const cart = await filledCart(world, buyer.token, { quantity, ...options });
  const res = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(cart.key),
    token: buyer.token,
  });
  if (res.status !== 201) throw new Error(`order/store answered ${res.status}`);
  return { order: res.body, typeId: cart.typeId };
}

const startPayment = (orderId: number, token = buyer.token) =>
  world.client.call<PaymentInitReply & { code?: string }>('GET', `/api/payment/${orderId}`, {
    token,
  });

const status = (orderId: number) =>
  world.client.call<PaymentStatusReply>('GET', `/api/payment/status/${orderId}`, {
    token: buyer.token,
  });

const validate = (r: string, s: string) =>
  world.client.call<{ order_id: number; event: string; transaction_id: string | null }>(
    'POST',
    '/api/payment/validate',
    { body: { r, s } },
  );

async function latestPayment(orderId: number) {
  return db()
    .selectFrom('payments')
    .select(['order_ref', 'transaction_id', 'status', 'timeout_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('starting a payment', () => {
  it('is for the order owner only', async () => {
    const { order } = await newOrder(1);
    const other = await signedInBuyer(world, 'masik');
    const res = await startPayment(order.id, other.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_your_order');
    expect((await startPayment(999_999)).status).toBe(404);
    expect((await world.client.call('GET', `/api/payment/${order.id}`)).status).toBe(401);
  });

  it('answers the payment page, offers it again, and extends the hold to the deadline', async () => {
    const { order } = await newOrder(1);
    const first = await startPayment(order.id);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe(1);
    expect(first.body.url).toMatch(new RegExp(`^${world.simulator.url}/pay/`));
    const again = await startPayment(order.id);
    expect(again.body).toEqual(first.body);
    const hold = await db()
      .selectFrom('holds')
      .select('expires_at')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(hold.expires_at.getTime()).toBeGreaterThan(Date.now() + 15 * 60_000);
    const payment = await latestPayment(order.id);
    expect(payment.transaction_id).toBeGreaterThan(500_000_000);
  });

  it('says when the order can no longer be paid', async () => {
    const { order } = await newOrder(1);
    await expireOrderHold(db(), order.id);
    const res = await world.client.call<PaymentInitReply>('GET', `/api/payment/${order.id}`, {
      token: buyer.token,
      lang: 'hu',
    });
    expect(res.body).toEqual({
      status: 0,
      msg: 'Ez a rendelés már nem fizethető ki (lejárt vagy lemondták).',
    });
  });
});

describe('paying', () => {
  it('pays an order once the IPN confirms it; the return only reports', async () => {
    const { order, typeId } = await newOrder(2);
    const before = await inventory(db(), typeId);
    world.simulator.setIpnPaused(true);
    const start = await startPayment(order.id);
    const back = await payOnPage(start.body.url ?? '');
    expect(back.location.startsWith(`${world.t.config.publicUrl}/payment/return?`)).toBe(true);

    const returned = await validate(back.r, back.s);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ order_id: order.id, event: 'SUCCESS' });
    expect((await status(order.id)).body).toMatchObject({ state: 'waiting', payment_status: 0 });
    expect((await orderRow(db(), order.id)).status).toBe('awaiting_payment');

    world.simulator.setIpnPaused(false);
    await world.simulator.idle();
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'paid', payment_status: 1 });
    expect(await inventory(db(), typeId)).toMatchObject({
      sold: before.sold + 2,
      held: before.held - 2,
      holdRows: 0,
    });
    const reply = await status(order.id);
    expect(reply.body).toMatchObject({ state: 'paid', payment_status: 1, retryable: false });
    expect(reply.body.transaction_id).toBe(returned.body.transaction_id);
    expect((await startPayment(order.id)).body).toEqual({ status: 2 });
    await settleJobs(world);
    const mail = await db()
      .selectFrom('mail_messages')
      .select(['subject', 'text'])
      .where('to_address', '=', buyer.email)
      .where('kind', '=', 'order_paid')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(String(order.id));
    expect(mail.text).toMatch(/10\s580\sFt/u);
  });

  it('applies duplicated notifications once and echoes each one signed', async () => {
    const { order, typeId } = await newOrder(1);
    const before = await inventory(db(), typeId);
    world.simulator.setDuplicateIpn(true);
    try {
      const start = await startPayment(order.id);
      await payOnPage(start.body.url ?? '');
      await world.simulator.idle();
    } finally {
      world.simulator.setDuplicateIpn(false);
    }
    const payment = await latestPayment(order.id);
    const again = signedIpn(world, {
      orderRef: payment.order_ref,
      transactionId: payment.transaction_id ?? 0,
      status: 'FINISHED',
    });
    const res = await postIpn(world, again);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith(again.body.slice(0, -1))).toBe(true);
    expect(JSON.parse(res.body)).toHaveProperty('receiveDate');
    const signature = res.headers['signature'];
    expect(isValidSimplePaySignature(world.secretKey, res.body, String(signature))).toBe(true);

    expect(await auditCount(db(), 'order.paid', order.id)).toBe(1);
    expect((await inventory(db(), typeId)).sold).toBe(before.sold + 1);
    const records = await db()
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('transaction_id', '=', payment.transaction_id)
      .execute();
    expect(records).toEqual([{ outcome: 'applied' }]);
  });

  it('refuses forged notifications and ones for payments it never started; one that disagrees applies nothing', async () => {
    const { order } = await newOrder(1);
    const start = await startPayment(order.id);
    expect(start.body.status).toBe(1);
    const payment = await latestPayment(order.id);
    const genuine = signedIpn(world, {
      orderRef: payment.order_ref,
      transactionId: payment.transaction_id ?? 0,
      status: 'FINISHED',
    });
    const forged = await postIpn(world, { body: genuine.body, signature: 'A'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    const tampered = await postIpn(world, {
      body: genuine.body.replace('FINISHED', 'FINISHEd'),
      signature: genuine.signature,
    });
    expect(tampered.statusCode).toBe(401);
    const unknown = await postIpn(
      world,
      signedIpn(world, { orderRef: '1P1RFFFFFFFF', transactionId: 512345678, status: 'FINISHED' }),
    );
    expect(unknown.statusCode).toBe(404);
    const otherMerchant = await postIpn(
      world,
      signedIpn(world, {
        ...genuine,
        orderRef: payment.order_ref,
        transactionId: 1,
        status: 'FINISHED',
        merchant: 'OTHERHUF',
      }),
    );
    // Signed with the shop's key but naming another merchant: acknowledged, kept, not applied (an
    // alert is raised: payment-mismatch.int.test.ts).
    expect(otherMerchant.statusCode).toBe(200);
    const wrongTransaction = await postIpn(
      world,
      signedIpn(world, {
        orderRef: payment.order_ref,
        transactionId: 511111111,
        status: 'FINISHED',
      }),
    );
    expect(wrongTransaction.statusCode).toBe(200);
    expect(await orderRow(db(), order.id)).toMatchObject({
      status: 'awaiting_payment',
      payment_status: 0,
    });
    expect(testMerchant).not.toBe('OTHERHUF');
  });

  it('ignores a failure reported after the payment finished (out of order)', async () => {
    const { order } = await newOrder(1);
    const start = await startPayment(order.id);
    await payOnPage(start.body.url ?? '');
    await world.simulator.idle();
    const payment = await latestPayment(order.id);
    const late = await postIpn(
      world,
      signedIpn(world, {
        orderRef: payment.order_ref,
        transactionId: payment.transaction_id ?? 0,
        status: 'NOTAUTHORIZED',
      }),
    );
    expect(late.statusCode).toBe(200);
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'paid', payment_status: 1 });
    expect((await latestPayment(order.id)).status).toBe('finished');
  });

  it('shows a declined card with its transaction id, then takes a second attempt', async () => {
    const { order } = await newOrder(1);
    const first = await startPayment(order.id);
    const declined = await payOnPage(first.body.url ?? '', '4000 0000 0000 0002');
    const returned = await validate(declined.r, declined.s);
    expect(returned.body).toMatchObject({ order_id: order.id, event: 'FAIL' });
    expect(returned.body.transaction_id).toMatch(/^5\d{8}$/);
    await world.simulator.idle();
    expect((await status(order.id)).body).toMatchObject({ state: 'failed', retryable: true });

    const second = await startPayment(order.id);
    expect(second.body.status).toBe(1);
    expect(second.body.url).not.toBe(first.body.url);
    await payOnPage(second.body.url ?? '');
    await world.simulator.idle();
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'paid', payment_status: 1 });
  });

  it('refuses a tampered return', async () => {
    const { order } = await newOrder(1);
    const start = await startPayment(order.id);
    const back = await payOnPage(start.body.url ?? '', 'cancel');
    const cancelled = await validate(back.r, back.s);
    expect(cancelled.body.event).toBe('CANCEL');
    const bad = await validate(
      back.r,
      back.s.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'payment_faulty' });
  });
});

describe('a payment after the hold ran out', () => {
  async function paidLate(prepare: (typeId: number) => Promise<void>) {
    const { order, typeId } = await newOrder(2, { capacity: 5 });
    world.simulator.setIpnPaused(true);
    const start = await startPayment(order.id);
    await payOnPage(start.body.url ?? '');
    await expireOrderHold(db(), order.id);
    // Another buyer's add reclaims the expired holds of the type.
    await sql`select cart_reclaim_holds(${typeId}::int, clock_timestamp())`.execute(db());
    await prepare(typeId);
    world.simulator.setIpnPaused(false);
    await world.simulator.idle();
    return { order, typeId };
  }

  it('is accepted when the tickets are still free', async () => {
    const { order, typeId } = await paidLate(async () => {});
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'paid', payment_status: 1 });
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 2, held: 0, holdRows: 0 });
  });

  it('is refunded through the provider when the tickets were sold meanwhile', async () => {
    const { order, typeId } = await paidLate(async (id) => {
      await db().updateTable('ticket_types').set({ sold: 5 }).where('id', '=', id).execute();
    });
    expect(await orderRow(db(), order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 0,
      refund_status: 'pending',
    });
    // The refund job runs as the worker would (it is due at once, by the database's clock).
    for (let tries = 0; tries < 40; tries += 1) {
      await world.t.app.runJobs();
      if ((await orderRow(db(), order.id)).refund_status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await orderRow(db(), order.id)).refund_status).toBe('refunded');
    const payment = await latestPayment(order.id);
    expect(world.simulator.transaction(payment.transaction_id ?? 0)).toMatchObject({
      remainingTotal: 0,
    });
    expect((await status(order.id)).body.state).toBe('refunded');
    expect(await inventory(db(), typeId)).toMatchObject({ sold: 5, held: 0 });
    const mail = await db()
      .selectFrom('mail_messages')
      .select('kind')
      .where('to_address', '=', buyer.email)
      .where('kind', '=', 'payment_refunded')
      .execute();
    expect(mail.length).toBeGreaterThan(0);
  });
});

describe('reconciliation and expiry', () => {
  it('asks the provider about a payment whose IPN never came, and applies it once', async () => {
    const { order } = await newOrder(1);
    world.simulator.setIpnPaused(true);
    const start = await startPayment(order.id);
    await payOnPage(start.body.url ?? '');
    const payment = await latestPayment(order.id);
    const deps = {
      db: db(),
      config: world.t.config,
      payments: createSimplePayClient({
        merchant: testMerchant,
        secretKey: world.secretKey,
        apiUrl: world.simulator.apiBase,
      }),
    };
    expect(await reconcilePayments(deps, [payment.order_ref])).toBe(0);
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'paid', payment_status: 1 });
    world.simulator.setIpnPaused(false);
    await world.simulator.idle();
    expect(await auditCount(db(), 'order.paid', order.id)).toBe(1);
  });

  it('expires an unpaid order: the tickets and the coupon go back', async () => {
    const { order, typeId } = await newOrder(2);
    const before = await inventory(db(), typeId);
    await expireOrderHold(db(), order.id);
    expect(await expireOrders(db())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(db(), order.id)).status).toBe('expired');
    expect(await inventory(db(), typeId)).toMatchObject({ held: before.held - 2, holdRows: 0 });
    expect((await status(order.id)).body).toMatchObject({ state: 'expired', retryable: false });
  });
});
