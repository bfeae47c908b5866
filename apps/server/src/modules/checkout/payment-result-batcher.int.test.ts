import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSimplePaySignature } from '../../integrations/simplepay/simplepay-signature.js';
import { applyPaymentBatch, type BatchItem } from './apply-payment-batch.js';
import { precheckPaymentResult, type PaymentResult } from './apply-payment-result.js';
import {
  auditCount,
  createCheckoutWorld,
  inventory,
  orderRow,
  postIpn,
  signedInBuyer,
  signedIpn,
  testMerchant,
  unpaidOrder,
  type CheckoutWorld,
} from './checkout-test-kit.js';

// Group commits of SimplePay's notifications (decision 0060): copies racing each other, in one
// process's queue and inside one batch, still apply every effect exactly once.

let world: CheckoutWorld;
let token: string;
beforeAll(async () => {
  world = await createCheckoutWorld();
  token = (await signedInBuyer(world)).token;
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

async function startedOrder() {
  const order = await unpaidOrder(world, token, { quantity: 1, startPayment: true });
  const payment = await db()
    .selectFrom('payments')
    .select(['order_ref', 'transaction_id'])
    .where('order_id', '=', order.orderId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  if (payment.transaction_id === null) throw new Error('no transaction started');
  return { ...order, orderRef: payment.order_ref, transactionId: payment.transaction_id };
}

async function documentJobs(orderId: number): Promise<number> {
  const row = await db()
    .selectFrom('jobs')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', 'documents.issue')
    .where(sql<boolean>`payload ->> 'order_id' = ${String(orderId)}`)
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('a burst of notifications with duplicates', () => {
  it('applies 12 orders × 3 copies sent at once exactly once, each copy answered with its signed echo', async () => {
    const orders = [];
    for (let i = 0; i < 12; i += 1) orders.push(await startedOrder());
    const before = await Promise.all(orders.map((order) => inventory(db(), order.typeId)));
    const ipns = orders.flatMap((order) =>
      [0, 1, 2].map(() =>
        signedIpn(world, {
          orderRef: order.orderRef,
          transactionId: order.transactionId,
          status: 'FINISHED',
        }),
      ),
    );
    ipns.sort(() => Math.random() - 0.5);
    const replies = await Promise.all(ipns.map((ipn) => postIpn(world, ipn)));
    for (const [i, reply] of replies.entries()) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body.startsWith(ipns[i]?.body.slice(0, -1) ?? '?')).toBe(true);
      const signature = String(reply.headers['signature']);
      expect(isValidSimplePaySignature(world.secretKey, reply.body, signature)).toBe(true);
    }
    for (const [i, order] of orders.entries()) {
      expect((await orderRow(db(), order.orderId)).status).toBe('paid');
      expect(await auditCount(db(), 'order.paid', order.orderId)).toBe(1);
      expect(await documentJobs(order.orderId)).toBe(1);
      expect((await inventory(db(), order.typeId)).sold).toBe((before[i]?.sold ?? 0) + 1);
      const records = await db()
        .selectFrom('payment_notifications')
        .select('outcome')
        .where('transaction_id', '=', order.transactionId)
        .execute();
      expect(records).toEqual([{ outcome: 'applied' }]);
    }
  });

  it('in one batch: copies of a message, a later message of an order paid in it, another order', async () => {
    const first = await startedOrder();
    const second = await startedOrder();
    const result = (order: typeof first, status: string): PaymentResult => {
      const ipn = signedIpn(world, {
        orderRef: order.orderRef,
        transactionId: order.transactionId,
        status,
      });
      return {
        source: 'ipn',
        orderRef: order.orderRef,
        transactionId: order.transactionId,
        status,
        total: null,
        currency: null,
        merchant: testMerchant,
        body: ipn.body,
      };
    };
    const results = [
      result(first, 'FINISHED'),
      result(first, 'FINISHED'),
      result(first, 'NOTAUTHORIZED'),
      result(second, 'FINISHED'),
    ];
    const items: BatchItem[] = [];
    for (const item of results) {
      const seen = await precheckPaymentResult(db(), item);
      if (typeof seen === 'string') throw new Error(`precheck answered ${seen}`);
      items.push({ result: item, seen });
    }
    const outcomes = await db()
      .transaction()
      .execute((trx) => applyPaymentBatch(trx, { db: db(), config: world.t.config }, items));
    // The copy is a duplicate; the failure after the payment finished changes nothing.
    expect(outcomes).toEqual(['applied', 'duplicate', 'ignored', 'applied']);
    for (const order of [first, second]) {
      expect((await orderRow(db(), order.orderId)).status).toBe('paid');
      expect(await auditCount(db(), 'order.paid', order.orderId)).toBe(1);
      expect(await documentJobs(order.orderId)).toBe(1);
    }
    const recorded = await db()
      .selectFrom('payment_notifications')
      .select(['status', 'outcome'])
      .where('transaction_id', '=', first.transactionId)
      .orderBy('id')
      .execute();
    expect(recorded).toEqual([
      { status: 'FINISHED', outcome: 'applied' },
      { status: 'NOTAUTHORIZED', outcome: 'ignored' },
    ]);
    // Sent again later, each is a duplicate after one read.
    expect(await precheckPaymentResult(db(), results[0] as PaymentResult)).toBe('duplicate');
  });
});
