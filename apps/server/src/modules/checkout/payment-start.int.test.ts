import type { PaymentInitReply } from '@theatre/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import { simplePaySignature } from '../../integrations/simplepay/simplepay-signature.js';
import {
  createCheckoutWorld,
  orderRow,
  payOnPage,
  signedInBuyer,
  testMerchant,
  unpaidOrder,
  type CheckoutWorld,
} from './checkout-test-kit.js';

/**
 * A relay in front of the simulator's API that can lose the answer of the next `start`: the call
 * reaches SimplePay (the transaction exists there), and the shop's connection is cut before it
 * reads the reply, as when a network or a process fails mid-call.
 */
async function startRelay(target: () => string) {
  let loseNextStart = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const upstream = await fetch(`${target()}${req.url ?? '/'}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            signature: String(req.headers.signature ?? ''),
          },
          body: Buffer.concat(chunks),
        });
        const text = await upstream.text();
        if (loseNextStart && (req.url ?? '').endsWith('/start')) {
          loseNextStart = false;
          res.socket?.destroy();
          return;
        }
        res.writeHead(upstream.status, {
          'content-type': 'application/json',
          signature: upstream.headers.get('signature') ?? '',
        });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/payment/v2/`,
    loseNextStartReply: () => {
      loseNextStart = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let world: CheckoutWorld;
let relay: Awaited<ReturnType<typeof startRelay>>;
let buyer: { token: string; userId: number; email: string };

beforeAll(async () => {
  let simulatorUrl = 'http://127.0.0.1:9';
  relay = await startRelay(() => simulatorUrl);
  world = await createCheckoutWorld({ SIMPLEPAY_API_URL: relay.apiBase });
  simulatorUrl = world.simulator.url;
  buyer = await signedInBuyer(world);
});
afterAll(async () => {
  await world.close();
  await relay.close();
});

const db = () => world.t.database.db;

const start = (orderId: number) =>
  world.client.call<PaymentInitReply>('GET', `/api/payment/${orderId}`, { token: buyer.token });

async function paymentsOf(orderId: number) {
  return db()
    .selectFrom('payments')
    .select(['id', 'order_ref', 'transaction_id', 'status', 'payment_url'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The signed back redirect SimplePay's page sends the browser with (`r`, `s`). */
function backRedirect(fields: { transactionId: number; orderRef: string; event: string }) {
  const text = JSON.stringify({
    r: fields.event === 'SUCCESS' ? 0 : 2013,
    t: fields.transactionId,
    e: fields.event,
    m: testMerchant,
    o: fields.orderRef,
  });
  return {
    r: Buffer.from(text, 'utf8').toString('base64'),
    s: simplePaySignature(world.secretKey, text),
  };
}

describe('one open SimplePay transaction per order', () => {
  it('five simultaneous starts in one process open one transaction and answer its page', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    const before = world.simulator.calls('start');
    const replies = await Promise.all(Array.from({ length: 5 }, () => start(order.orderId)));
    expect(world.simulator.calls('start') - before).toBe(1);
    const [first] = replies;
    expect(first?.body.status).toBe(1);
    for (const reply of replies) expect(reply.body).toEqual(first?.body);
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });

  it('a return with CANCEL does not end the transaction: SimplePay is asked, and it is cancelled there before a new one', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    const first = await start(order.orderId);
    expect(first.body.status).toBe(1);
    const [payment] = await paymentsOf(order.orderId);
    if (!payment?.transaction_id) throw new Error('no transaction');
    // The page was left (the event can differ from the transaction's status: it is still INIT).
    const back = backRedirect({
      transactionId: payment.transaction_id,
      orderRef: payment.order_ref,
      event: 'CANCEL',
    });
    const returned = await world.client.call('POST', '/api/payment/validate', { body: back });
    expect(returned.status).toBe(200);
    expect(world.simulator.transaction(payment.transaction_id)?.status).toBe('INIT');

    const cancelsBefore = world.simulator.calls('transactioncancel');
    const second = await start(order.orderId);
    expect(second.body.status).toBe(1);
    expect(second.body.url).not.toBe(first.body.url);
    expect(world.simulator.calls('transactioncancel') - cancelsBefore).toBe(1);
    expect(world.simulator.transaction(payment.transaction_id)?.status).toBe('CANCELLED');
    const payments = await paymentsOf(order.orderId);
    expect(payments.map((row) => row.status)).toEqual(['cancelled', 'started']);
  });

  it('a transaction SimplePay has finished is not followed by another: the order is paid from its answer', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    world.simulator.setIpnPaused(true);
    try {
      const first = await start(order.orderId);
      expect((await payOnPage(first.body.url ?? '')).r).not.toBe('');
      // The payment page's time is over as far as the shop can tell, and no IPN has come.
      await db()
        .updateTable('payments')
        .set({ timeout_at: new Date(Date.now() - 60_000) })
        .where('order_id', '=', order.orderId)
        .execute();
      const startsBefore = world.simulator.calls('start');
      const again = await start(order.orderId);
      expect(again.body).toEqual({ status: 2 });
      expect(world.simulator.calls('start')).toBe(startsBefore);
      expect(await orderRow(db(), order.orderId)).toMatchObject({
        status: 'paid',
        payment_status: 1,
      });
    } finally {
      world.simulator.setIpnPaused(false);
    }
    await world.simulator.idle();
    expect((await paymentsOf(order.orderId)).map((row) => row.status)).toEqual(['finished']);
  });

  it('a start whose answer was lost is asked about, and its transaction cancelled, before another', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    relay.loseNextStartReply();
    const lost = await start(order.orderId);
    expect(lost.body.status).toBe(0);
    const [attempt] = await paymentsOf(order.orderId);
    if (!attempt) throw new Error('no attempt');
    expect(attempt.payment_url).toBeNull();

    const again = await start(order.orderId);
    expect(again.body.status).toBe(1);
    const payments = await paymentsOf(order.orderId);
    expect(payments).toHaveLength(2);
    // The transaction the lost start opened was found by its reference and cancelled.
    expect(payments[0]?.status).toBe('cancelled');
    expect(payments[0]?.transaction_id).not.toBeNull();
    expect(world.simulator.transaction(payments[0]?.transaction_id ?? 0)?.status).toBe('CANCELLED');
  });

  it('a start whose process died mid-call is asked about once its claim lapsed, and closed first', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    // What a process leaves behind when it dies after SimplePay opened the transaction and before
    // it recorded the page: a `starting` attempt whose claim has lapsed.
    const orderRef = `${order.orderId}P1RDEADBEEF`;
    await db()
      .insertInto('payments')
      .values({
        order_id: order.orderId,
        order_ref: orderRef,
        merchant: testMerchant,
        currency: 'HUF',
        total: (await orderRow(db(), order.orderId)).total,
        timeout_at: new Date(Date.now() + 14 * 60_000),
        status: 'starting',
        claimed_until: new Date(Date.now() - 1000),
      })
      .execute();
    const provider = createSimplePayClient({
      merchant: testMerchant,
      secretKey: world.secretKey,
      apiUrl: world.simulator.apiBase,
    });
    const orphan = await provider.start({
      orderRef,
      total: (await orderRow(db(), order.orderId)).total,
      customerEmail: buyer.email,
      language: 'HU',
      timeout: new Date(Date.now() + 14 * 60_000),
      returnUrl: `${world.t.config.publicUrl}/payment/return`,
      registered: true,
    });

    const again = await start(order.orderId);
    expect(again.body.status).toBe(1);
    expect(again.body.url).not.toBe(orphan.paymentUrl);
    expect(world.simulator.transaction(orphan.transactionId)?.status).toBe('CANCELLED');
    const payments = await paymentsOf(order.orderId);
    expect(payments.map((row) => [row.order_ref === orderRef, row.status])).toEqual([
      [true, 'cancelled'],
      [false, 'started'],
    ]);
    expect(payments[0]?.transaction_id).toBe(orphan.transactionId);
    const lapsed = await db()
      .selectFrom('audit_log')
      .select('data')
      .where('action', '=', 'payment.start_unknown')
      .where('entity_id', '=', String(order.orderId))
      .execute();
    expect(lapsed).toEqual([{ data: { order_ref: orderRef, lapsed: true } }]);
  });

  it('waits while another start holds the claim, and answers the page it got', async () => {
    const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
    const first = await start(order.orderId);
    expect(first.body.status).toBe(1);
    // Another request is asking SimplePay about the attempt right now (its claim lasts).
    await db()
      .updateTable('payments')
      .set({ claimed_until: new Date(Date.now() + 60_000), back_event: 'CANCEL' })
      .where('order_id', '=', order.orderId)
      .execute();
    const queriesBefore = world.simulator.calls('query');
    let released = false;
    let answeredBeforeRelease = false;
    const waiting = start(order.orderId).then((reply) => {
      answeredBeforeRelease = !released;
      return reply;
    });
    // Time for it to look a few times (it asks the database again and again); whatever the
    // machine's pace, it must neither answer nor ask SimplePay while the claim lasts.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const queriesWhileClaimed = world.simulator.calls('query') - queriesBefore;
    // The other request is done: the page was left with CANCEL, and this one takes over.
    released = true;
    await db()
      .updateTable('payments')
      .set({ claimed_until: null })
      .where('order_id', '=', order.orderId)
      .execute();
    const reply = await waiting;
    expect(answeredBeforeRelease).toBe(false);
    expect(queriesWhileClaimed).toBe(0);
    expect(reply.body.status).toBe(1);
    expect(reply.body.url).not.toBe(first.body.url);
    expect((await paymentsOf(order.orderId)).map((row) => row.status)).toEqual([
      'cancelled',
      'started',
    ]);
  });
});
